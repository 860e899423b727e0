import { describe, expect, it } from 'vitest';
import { publishProblems } from './publish-problems';

describe('publishProblems', () => {
  it('asks for a title, a free address and every alt text before a post goes out', () => {
    const document = [
      { type: 'image', url: 'posts/a.webp', alt: '' },
      {
        type: 'gallery',
        images: [
          { url: 'posts/b.webp', alt: 'Vows' },
          { url: 'posts/c.webp', alt: '' },
        ],
      },
    ];
    expect(
      publishProblems(
        { title: ' ', featured_image: 'posts/f.webp', featured_image_alt: null },
        document,
        'Another post has this address.',
      ),
    ).toEqual([
      'The story needs a title.',
      'The web address: Another post has this address.',
      'Describe the featured image (alt text).',
      '2 images in the story have no alt text.',
    ]);
    expect(
      publishProblems(
        { title: 'Ready', featured_image: 'posts/f.webp', featured_image_alt: 'A veil' },
        [{ type: 'paragraph', text: 'Words.' }],
        undefined,
      ),
    ).toEqual([]);
  });
});
