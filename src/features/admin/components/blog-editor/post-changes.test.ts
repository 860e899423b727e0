// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PostFields } from '@/features/posts';
import { postChanges } from './post-changes';

const live: PostFields = {
  title: 'A lake wedding',
  slug: 'a-lake-wedding',
  excerpt: null,
  featured_image: null,
  featured_image_alt: null,
  featured_image_focal_x: 50,
  featured_image_focal_y: 50,
  status: 'published',
  author: null,
  author_id: null,
  published_at: '2026-11-20T10:00:00+00:00',
  category: null,
  subcategory: null,
  video_url: [],
  is_opinion: false,
  is_featured: false,
  content_blocks: [
    { type: 'paragraph', text: 'One.' },
    { type: 'paragraph', text: 'Two.' },
  ],
  seo_title: null,
  seo_description: null,
  social_image: null,
};

describe('postChanges', () => {
  it('is empty when the editor holds the live version', () => {
    expect(postChanges(live, { ...live })).toEqual([]);
  });

  it('names the changed fields and counts the changed, added and removed blocks', () => {
    const next: PostFields = {
      ...live,
      title: 'A lakeside wedding',
      excerpt: 'Vows by the water.',
      published_at: '2026-11-21T10:00:00+00:00',
      content_blocks: [
        { type: 'paragraph', text: 'One, rewritten.' },
        { type: 'paragraph', text: 'Two.' },
        { type: 'heading', text: 'Three', level: 2 },
      ],
    };
    expect(postChanges(live, next)).toEqual([
      'Title',
      'Excerpt',
      'Story: 1 block changed, 1 block added',
    ]);
    const shorter: PostFields = { ...live, content_blocks: [] };
    expect(postChanges(live, shorter)).toEqual(['Story: 2 blocks removed']);
  });
  it("reads the seed's and the editor's spelling of the same blocks as no change", () => {
    const seeded: PostFields = {
      ...live,
      content_blocks: [
        { text: 'Velvet', type: 'heading' },
        { type: 'paragraph', text: 'One.' },
      ],
    };
    const saved: PostFields = {
      ...live,
      content_blocks: [
        { type: 'heading', text: 'Velvet', level: 2 },
        { text: 'One.', type: 'paragraph' },
      ],
    };
    expect(postChanges(seeded, saved)).toEqual([]);
    const edited: PostFields = {
      ...saved,
      content_blocks: [
        { type: 'heading', text: 'Velvet', level: 2 },
        { type: 'paragraph', text: 'One, and a closing line.' },
      ],
    };
    expect(postChanges(seeded, edited)).toEqual(['Story: 1 block changed']);
  });
});
