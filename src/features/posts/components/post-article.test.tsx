import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORY_IDS } from '@/config/reference-ids';
import type { Json } from '@/types/database';
import type { PostDetail } from '../api/get-post';
import { hiddenNotice, usePostView } from './post-article';

const photo = { role: 'Photography', name: 'Lumen Studio', url_name: 'lumen-studio' };
const flowers = { role: 'Flowers', name: 'Petal & Stem', url_name: 'petal-and-stem' };

const POST: PostDetail = {
  id: 'p1',
  title: 'A Garden Wedding',
  slug: 'a-garden-wedding',
  excerpt: null,
  featured_image: null,
  featured_image_alt: null,
  featured_image_focal_x: 50,
  featured_image_focal_y: 50,
  social_image: null,
  status: 'published',
  author: null,
  published_at: '2026-05-01T12:00:00Z',
  created_at: '2026-04-20T09:00:00Z',
  updated_at: '2026-04-20T09:00:00Z',
  content: null,
  content_blocks: [
    {
      type: 'gallery',
      images: [
        { url: 'demo/a.webp', alt: 'a', credits: [photo] },
        { url: 'demo/b.webp', alt: 'b', credits: [photo, flowers] },
      ],
    },
  ],
  category: BLOG_CATEGORY_IDS.realWeddings,
  subcategory: null,
  photos: [],
  video_url: [],
  is_opinion: false,
  seo_title: null,
  seo_description: null,
  category_ref: null,
  subcategory_ref: null,
  profile: null,
  credits: [
    {
      role: 'Photography',
      display_order: 0,
      listing: { id: 'l1', name: photo.name, url_name: photo.url_name },
    },
    {
      role: 'Film',
      display_order: 1,
      listing: { id: 'l1', name: photo.name, url_name: photo.url_name },
    },
  ],
  hidden: null,
};

function viewOf(post: PostDetail) {
  return renderHook(() => usePostView(post)).result.current!;
}

describe('the story page', () => {
  it('ends a real wedding with its team: every credited vendor once, every role', () => {
    expect(viewOf(POST).credits).toEqual([
      { role: 'Photography, Film', name: photo.name, url_name: photo.url_name },
      flowers,
    ]);
  });

  it('repeats no credits block below the body', () => {
    const withBlock = viewOf({
      ...POST,
      content_blocks: [
        ...(POST.content_blocks as Json[]),
        { type: 'vendor_credits', credits: [photo, flowers] },
      ],
    });
    expect(withBlock.credits).toEqual([]);
  });

  it('lists only the post credits on other stories', () => {
    expect(viewOf({ ...POST, category: null }).credits).toEqual([
      photo,
      { ...photo, role: 'Film' },
    ]);
  });

  it('tells an admin when a scheduled story goes live', () => {
    expect(hiddenNotice({ hidden: 'scheduled', published_at: '2026-12-24T18:30:00Z' })).toMatch(
      /^Scheduled for 24 December 2026 at \d\d:30: not visible to readers until then\.$/,
    );
    expect(hiddenNotice({ hidden: 'draft', published_at: null })).toBe(
      'Preview: this story is draft and not visible to readers.',
    );
  });
});
