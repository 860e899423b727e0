// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EVERY_BLOCK } from '../testing';
import { missingAltText } from './alt-text';

describe('missingAltText', () => {
  it('finds image blocks and gallery photos without alt text', () => {
    expect(missingAltText(EVERY_BLOCK)).toEqual([]);
    expect(
      missingAltText([
        { type: 'paragraph', text: 'x' },
        { type: 'image', url: 'a.webp', alt: '' },
        {
          type: 'gallery',
          images: [
            { url: 'b.webp', alt: 'B' },
            { url: 'c.webp', alt: ' ' },
          ],
        },
      ]),
    ).toEqual([{ block: 1 }, { block: 2, photo: 1 }]);
  });
});
