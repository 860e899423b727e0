// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardUpload, isPlainObjectKey, namesEverySegment } from './upload-guard.ts';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const HTML = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');

const put = (path: string, body: Uint8Array, type: string) =>
  new Request(`http://127.0.0.1/storage/v1/object/${path}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body: new Uint8Array(body),
  });

const refusal = async (result: Awaited<ReturnType<typeof guardUpload>>) =>
  'refused' in result ? ((await result.refused.json()) as { statusCode: string }) : null;

describe('object names', () => {
  it.each([
    'a//b.webp',
    '/a.webp',
    'a/',
    'a/./b.webp',
    'a/../b.webp',
    '',
    '.',
    'a/%2E/b',
    'a%2F%2Fb',
  ])('refuses %j (an empty or dot segment, as written or decoded)', (key) =>
    expect(isPlainObjectKey(key)).toBe(false),
  );

  it.each(['a.webp', 'listings/1/film-2.webp', 'a/.hidden/b.webp', 'a/b..c.webp'])(
    'takes %j',
    (key) => expect(isPlainObjectKey(key)).toBe(true),
  );

  it('on disk, a name is checked as it is (the storage service has decoded it)', () => {
    expect(namesEverySegment('a%2F%2Fb.webp')).toBe(true);
    expect(namesEverySegment('a//b.webp')).toBe(false);
  });
});

describe('guardUpload', () => {
  it('refuses an empty segment in any bucket, before anything else', async () => {
    const result = await guardUpload(
      put('media/listings/1//a.jpg', JPEG, 'image/jpeg'),
      'media',
      null,
    );
    expect(await refusal(result)).toMatchObject({ statusCode: '400', error: 'Invalid key' });
  });

  it('checks review photos by their first bytes', async () => {
    const page = await guardUpload(
      put('review-photos/f/a.jpg', HTML, 'image/jpeg'),
      'review-photos',
      null,
    );
    expect(await refusal(page)).toMatchObject({ statusCode: '415' });
    const photo = await guardUpload(
      put('review-photos/f/a.jpg', JPEG, 'image/jpeg'),
      'review-photos',
      null,
    );
    expect('request' in photo).toBe(true);
  });
});
