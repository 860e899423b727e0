import type { Tables } from '../../../types/database.ts';

type PostRow = Tables<'blog_posts'>;

/** A category or subcategory name, embedded in the post's own request (FK hint). */
export interface CategoryRef {
  /** Present in this feature's queries; a card needs only the name. */
  id?: string;
  name: string;
}

/** The author's profile, embedded in the post's own request. */
export interface AuthorProfile {
  full_name: string | null;
  avatar_url?: string | null;
  /** The writer's page, /writers/<slug>: bylines link there when it is set. */
  slug?: string | null;
}

/**
 * A post as every card needs it. The names a card shows (subcategory, category, author) come
 * EMBEDDED in the list's one request — never a request per card.
 */
export type PostCardPost = Pick<
  PostRow,
  | 'id'
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'featured_image'
  | 'author'
  | 'published_at'
  | 'created_at'
  | 'video_url'
  | 'is_opinion'
  | 'category'
  | 'subcategory'
> &
  Partial<Pick<PostRow, 'featured_image_focal_x' | 'featured_image_focal_y'>> & {
    category_ref?: CategoryRef | null;
    subcategory_ref?: CategoryRef | null;
    profile?: AuthorProfile | null;
  };

/**
 * The `select` of every card list — home sections, menu panels, /blog, section pages, related
 * stories: the card's columns and its three names (category, subcategory, author) embedded by
 * foreign-key name in the list's one request. A literal, so supabase-js infers the row type.
 */
export const POST_CARD_SELECT =
  'id,title,slug,excerpt,featured_image,featured_image_focal_x,featured_image_focal_y,author,published_at,created_at,video_url,is_opinion,category,subcategory,category_ref:blog_categories!blog_posts_category_fkey(id,name),subcategory_ref:blog_categories!blog_posts_subcategory_fkey(id,name),profile:profiles!blog_posts_author_id_fkey(full_name,avatar_url,slug)';

/**
 * The card's `select` for one writer's page: the same columns, the author embedded `!inner` so the
 * list can be filtered by the writer's slug (`profile.slug`) in the same one request.
 */
export const WRITER_POST_CARD_SELECT =
  'id,title,slug,excerpt,featured_image,featured_image_focal_x,featured_image_focal_y,author,published_at,created_at,video_url,is_opinion,category,subcategory,category_ref:blog_categories!blog_posts_category_fkey(id,name),subcategory_ref:blog_categories!blog_posts_subcategory_fkey(id,name),profile:profiles!blog_posts_author_id_fkey!inner(full_name,avatar_url,slug)';

/**
 * The `select` of a menu panel's small cards: title, image or video, and the category and
 * subcategory names — the lean teaser a panel opened on hover asks for. A literal, as above.
 */
export const POST_TEASER_SELECT =
  'id,title,slug,featured_image,video_url,category_ref:blog_categories!blog_posts_category_fkey(name),subcategory_ref:blog_categories!blog_posts_subcategory_fkey(name)';

/** A post as a menu panel's card needs it. */
export type PostTeaser = Pick<PostRow, 'id' | 'title' | 'slug' | 'featured_image' | 'video_url'> & {
  category_ref: CategoryRef | null;
  subcategory_ref: CategoryRef | null;
};

/** One page of posts and how many there are in all (`count: 'exact'`). */
export interface PostPage {
  posts: PostCardPost[];
  total: number;
}
