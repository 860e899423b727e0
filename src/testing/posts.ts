import type { EditablePost } from '@/features/posts';

/**
 * A post as the blog editor opens it: a draft with one paragraph, at version `v1`; its live
 * version is its fields (nothing waits for Update) unless `overrides` gives one.
 */
export function editablePost(overrides: Partial<EditablePost> = {}): EditablePost {
  const {
    id: _id,
    updated_at: _version,
    live,
    ...fields
  } = {
    live: undefined,
    id: 'p1',
    updated_at: 'v1',
    title: 'Garden vows',
    slug: 'garden-vows',
    excerpt: null,
    featured_image: null,
    featured_image_alt: null,
    featured_image_focal_x: 50,
    featured_image_focal_y: 50,
    status: 'draft',
    author: null,
    author_id: null,
    published_at: null,
    category: null,
    subcategory: null,
    video_url: [],
    is_opinion: false,
    is_featured: false,
    content_blocks: [{ type: 'paragraph', text: 'Words.' }],
    seo_title: null,
    seo_description: null,
    social_image: null,
    ...overrides,
  };
  return {
    id: overrides.id ?? 'p1',
    updated_at: overrides.updated_at ?? 'v1',
    ...fields,
    live: live ?? fields,
  };
}
