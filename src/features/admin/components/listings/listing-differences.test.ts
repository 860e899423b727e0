// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { photoDifference } from './listing-differences';

const photo = (name: string, alt = name) => ({ url: `listings/l-1/${name}.webp`, alt });
const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => photo(name)) as [
  ReturnType<typeof photo>,
  ReturnType<typeof photo>,
  ReturnType<typeof photo>,
  ReturnType<typeof photo>,
];

describe('photoDifference', () => {
  it('is nothing when the gallery is the same, in the same order, with the same words', () => {
    expect(photoDifference([a, b, c], [a, b, c])).toBeNull();
  });

  it('counts a photo taken out without calling the ones after it moved', () => {
    const difference = photoDifference([a, b, c], [b, c])!;
    expect(difference.before.map(({ removed }) => removed)).toEqual([true, false, false]);
    expect(difference.after.map(({ movedFrom }) => movedFrom)).toEqual([null, null]);
    expect(difference).toMatchObject({ added: 0, removed: 1, reordered: false, captioned: 0 });
  });

  it('counts a photo added at the front without calling the others moved', () => {
    const difference = photoDifference([a, b], [d, a, b])!;
    expect(difference.after.map(({ added, movedFrom }) => [added, movedFrom])).toEqual([
      [true, null],
      [false, null],
      [false, null],
    ]);
    expect(difference).toMatchObject({ added: 1, removed: 0, reordered: false });
  });

  it('says where each moved photo was, and which photo is described anew', () => {
    const difference = photoDifference([a, b, c], [c, a, photo('b', 'Now in words')])!;
    expect(difference.after.map(({ movedFrom }) => movedFrom)).toEqual([3, 1, 2]);
    expect(difference.after.map(({ captionChanged }) => captionChanged)).toEqual([
      false,
      false,
      true,
    ]);
    expect(difference).toMatchObject({ added: 0, removed: 0, reordered: true, captioned: 1 });
  });
});
