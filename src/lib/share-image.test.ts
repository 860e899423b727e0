// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media';
import {
  coverPinImage,
  coverShareImage,
  pinSiblingPath,
  SHARE_IMAGE_SIZE,
  shareSiblingPath,
  SITE_CARD,
} from './share-image';

describe('share siblings of a cover', () => {
  it.each([
    ['demo/posts/a-june-garden-1600.webp', 'demo/posts/a-june-garden'],
    ['demo/posts/a-june-garden-800.webp', 'demo/posts/a-june-garden'],
    ['demo/posts/a-june-garden-card.webp', 'demo/posts/a-june-garden'],
    ['demo/listings/maison-rose/cover-1200.webp', 'demo/listings/maison-rose/cover'],
    ['posts/u1/1764400000000-0a1b2c-cover.webp', 'posts/u1/1764400000000-0a1b2c'],
  ])('%s has %s-share.jpg and -pin.jpg', (cover, base) => {
    expect(shareSiblingPath(cover)).toBe(`${base}-share.jpg`);
    expect(pinSiblingPath(cover)).toBe(`${base}-pin.jpg`);
  });

  it.each([
    // An upload from before the siblings: a time and 32 hex digits.
    'posts/u1/1764400000000-0a1b2c3d4e5f60718293a4b5c6d7e8f9.webp',
    'demo/listings/maison-rose/headshot-600.webp',
    'demo/listings/maison-rose/gallery-1-960.webp',
    'https://images.example/cover-1600.webp',
    'data:image/webp;base64,AAAA-1600.webp',
    '/images/placeholder-cover-1600.webp',
    'demo/posts/a-june-garden-1600.jpg',
    '',
    null,
    undefined,
  ])('%s has none', (cover) => {
    expect(shareSiblingPath(cover)).toBeNull();
    expect(pinSiblingPath(cover)).toBeNull();
  });
});

describe('coverShareImage', () => {
  it('is the sibling JPEG in storage, 1200 x 630, with the alt text', () => {
    expect(coverShareImage('demo/posts/vows-1600.webp', 'Vows at dusk')).toEqual({
      url: mediaUrl('demo/posts/vows-share.jpg'),
      width: 1200,
      height: 630,
      alt: 'Vows at dusk',
      type: 'image/jpeg',
    });
  });

  it('falls back to the site card for a cover without siblings', () => {
    expect(coverShareImage('https://images.example/x.webp', 'X')).toBe(SITE_CARD);
    expect(coverShareImage(null, 'X')).toBe(SITE_CARD);
  });

  it('has a site card of the same size, as a JPEG under public/', () => {
    expect(SITE_CARD).toMatchObject({ ...SHARE_IMAGE_SIZE, type: 'image/jpeg' });
    expect(SITE_CARD.url).toMatch(/^\/images\/share\/.+\.jpg$/);
    expect(SITE_CARD.alt).not.toBe('');
  });
});

describe('coverPinImage', () => {
  it('is the 2:3 sibling, or nothing', () => {
    expect(coverPinImage('demo/listings/x/cover-card.webp')).toBe(
      mediaUrl('demo/listings/x/cover-pin.jpg'),
    );
    expect(coverPinImage('uploads/1764400000000-abc.webp')).toBeUndefined();
  });
});
