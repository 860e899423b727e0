import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { postImageUrl } from './post-meta';
import { PostImage } from './post-image';

describe('PostImage', () => {
  it('keeps the focal point in view of the crop, the centre when none was chosen', () => {
    const { container, rerender } = render(
      <PostImage path="posts/a.webp" focal={{ x: 30, y: 80 }} />,
    );
    expect(container.querySelector('img')!.style.objectPosition).toBe('30% 80%');
    rerender(<PostImage path="posts/a.webp" focal={{ x: null, y: null }} />);
    expect(container.querySelector('img')!.style.objectPosition).toBe('50% 50%');
  });
});

describe('postImageUrl', () => {
  it('shares the social image when the editor chose one, else the featured image', () => {
    expect(postImageUrl({ featured_image: 'posts/a.webp', social_image: 'posts/b.webp' })).toMatch(
      /posts\/b/,
    );
    expect(postImageUrl({ featured_image: 'posts/a.webp', social_image: null })).toMatch(
      /posts\/a/,
    );
    expect(postImageUrl({ featured_image: null, social_image: 'javascript:alert(1)' })).toBe(
      undefined,
    );
  });
});
