// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { landscapeImage, portraitImage } from '@/lib/media';
import { pinSiblingPath, shareSiblingPath } from '@/lib/share-image';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { uploadPostCover } from './upload-post-image';

vi.mock('@/lib/upload-with-progress', () => ({ uploadWithProgress: vi.fn() }));

const COVER = new Blob(['cover'], { type: 'image/webp' });
const SIBLINGS = {
  share: new Blob(['share'], { type: 'image/jpeg' }),
  pin: new Blob(['pin'], { type: 'image/jpeg' }),
  small: new Blob(['small'], { type: 'image/webp' }),
  card: new Blob(['card'], { type: 'image/webp' }),
};
const uploads = () =>
  vi.mocked(uploadWithProgress).mock.calls.map(([{ bucket, path, file }]) => ({
    bucket,
    path,
    file,
  }));

beforeEach(() => {
  vi.mocked(uploadWithProgress).mockReset();
  vi.mocked(uploadWithProgress).mockResolvedValue(undefined);
});

describe('uploadPostCover', () => {
  it('stores the siblings first, then the cover under the name that says they exist', async () => {
    const path = await uploadPostCover(COVER, SIBLINGS, () => {});
    expect(path).toMatch(/^posts\/\d+-[0-9a-f]{32}-1600\.webp$/);
    // The names the pages derive from the cover's (src/lib/media.ts, src/lib/share-image.ts).
    const { srcSet } = landscapeImage(path);
    const small = /(\S+) 800w/.exec(srcSet ?? '')![1]!;
    const card = portraitImage(path).src;
    const stored = (url: string) => decodeURIComponent(url.split('/public/media/')[1]!);
    expect(uploads()).toEqual([
      { bucket: 'media', path: shareSiblingPath(path), file: SIBLINGS.share },
      { bucket: 'media', path: pinSiblingPath(path), file: SIBLINGS.pin },
      { bucket: 'media', path: stored(small), file: SIBLINGS.small },
      { bucket: 'media', path: stored(card), file: SIBLINGS.card },
      { bucket: 'media', path, file: COVER },
    ]);
  });

  it('reports one progress over every file, by size, to the end', async () => {
    vi.mocked(uploadWithProgress).mockImplementation(({ onProgress }) => {
      onProgress(0.5);
      onProgress(1);
      return Promise.resolve();
    });
    const seen: number[] = [];
    await uploadPostCover(COVER, SIBLINGS, (fraction) => seen.push(fraction));
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe(1);
    const total = [COVER, ...Object.values(SIBLINGS)].reduce((sum, blob) => sum + blob.size, 0);
    expect(seen[0]).toBeCloseTo((0.5 * SIBLINGS.share.size) / total);
    expect(seen).toHaveLength(10);
  });

  it('stores the cover under a plain name (the site card) when a sibling is not stored', async () => {
    vi.mocked(uploadWithProgress).mockRejectedValueOnce(new Error('Upload failed (403)'));
    const path = await uploadPostCover(COVER, SIBLINGS, () => {});
    expect(shareSiblingPath(path)).toBeNull();
    expect(uploads().at(-1)).toEqual({ bucket: 'media', path, file: COVER });
  });

  it('without siblings, or for a cover that is no WebP, stores the cover alone', async () => {
    const alone = await uploadPostCover(COVER, null, () => {});
    const gif = new Blob(['gif'], { type: 'image/gif' });
    const animated = await uploadPostCover(gif, SIBLINGS, () => {});
    expect(shareSiblingPath(alone)).toBeNull();
    expect(animated).toMatch(/\.gif$/);
    expect(uploads().map((call) => call.path)).toEqual([alone, animated]);
  });
});
