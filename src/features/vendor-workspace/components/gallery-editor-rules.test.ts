// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addPhoto,
  isAltMissing,
  photoLabel,
  photosMissingAlt,
  removePhoto,
  restorePhoto,
  withAlt,
} from './gallery-editor-rules';

const A = { url: 'listings/l-1/a.webp', alt: 'The long table' };
const B = { url: 'listings/l-1/b.webp', alt: '' };
const C = { url: 'listings/l-1/c.webp', alt: '   ' };
const urls = (photos: readonly { url: string }[]) => photos.map((photo) => photo.url);

describe('the gallery’s rules', () => {
  it('adds an upload at the end without alt text; the first photo becomes the cover', () => {
    expect(addPhoto({ gallery: [], cover: null }, A.url)).toEqual({
      gallery: [{ url: A.url, alt: '' }],
      cover: A.url,
    });
    const more = addPhoto({ gallery: [A], cover: A.url }, B.url);
    expect(urls(more.gallery)).toEqual([A.url, B.url]);
    expect(more.cover).toBe(A.url);
  });

  it('removing the cover hands it to the first photo left, or to none', () => {
    const out = removePhoto({ gallery: [A, B, C], cover: A.url }, 0);
    expect(urls(out.gallery)).toEqual([B.url, C.url]);
    expect(out.cover).toBe(B.url);
    expect(out.removed).toEqual({ photo: A, index: 0 });
    expect(removePhoto({ gallery: [A], cover: A.url }, 0).cover).toBeNull();
    expect(removePhoto({ gallery: [A, B], cover: A.url }, 1).cover).toBe(A.url);
  });

  it('undo puts the photo back at its place; it is the cover again only when none is set', () => {
    const out = removePhoto({ gallery: [A, B, C], cover: B.url }, 1);
    const back = restorePhoto(out, out.removed);
    expect(urls(back.gallery)).toEqual([A.url, B.url, C.url]);
    expect(back.cover).toBe(A.url);
    const alone = removePhoto({ gallery: [A], cover: A.url }, 0);
    expect(restorePhoto(alone, alone.removed)).toEqual({ gallery: [A], cover: A.url });
  });

  it('alt text is missing when blank or spaces only, and changes for one photo only', () => {
    expect([A, B, C].map(isAltMissing)).toEqual([false, true, true]);
    expect(photosMissingAlt([A, B, C])).toEqual([1, 2]);
    const described = withAlt([A, B, C], 1, 'Candles on linen');
    expect(described.map((photo) => photo.alt)).toEqual([
      'The long table',
      'Candles on linen',
      '   ',
    ]);
    expect(photosMissingAlt(described)).toEqual([2]);
  });

  it('names a photo by its place, counted from 1', () => {
    expect(photoLabel(0)).toBe('photo 1');
    expect(photoLabel(2)).toBe('photo 3');
  });
});
