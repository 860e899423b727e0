import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAGAZINE_QUERY_STALE_TIME_MS } from '@/config/site';
import { getSupabase, type AppSupabaseClient } from '@/lib/supabase';
import type { Json, Tables } from '@/types/database';
import { type AuthorProfile, type CategoryRef } from './post-fields';
import { postKeys } from '../keys';
import { isPostSlug } from '../lib/post-filters';

type PostRow = Tables<'blog_posts'>;

/** A vendor credited on the post; `listing` is null when the listing is not public. */
export interface PostCredit {
  role: string;
  display_order: number;
  listing: { id: string; name: string; url_name: string } | null;
}

export type PostDetail = Pick<
  PostRow,
  | 'id'
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'featured_image'
  | 'featured_image_alt'
  | 'featured_image_focal_x'
  | 'featured_image_focal_y'
  | 'social_image'
  | 'status'
  | 'author'
  | 'published_at'
  | 'created_at'
  | 'updated_at'
  | 'content'
  | 'category'
  | 'subcategory'
  | 'photos'
  | 'video_url'
  | 'is_opinion'
  | 'seo_title'
  | 'seo_description'
> & {
  content_blocks: Json;
  category_ref: CategoryRef | null;
  subcategory_ref: CategoryRef | null;
  profile: AuthorProfile | null;
  credits: PostCredit[];
  /**
   * Why readers cannot see this post, or null when they can. Only administrators ever receive a
   * hidden post (row-level security); the page then shows a preview notice and asks not to be
   * indexed. Worked out when the post is fetched.
   */
  hidden: 'draft' | 'archived' | 'scheduled' | null;
};

/**
 * The post page's columns with its author profile, category, subcategory and vendor credits (with
 * their listings) embedded by foreign-key name. A literal, so supabase-js infers the row type.
 */
export const POST_DETAIL_SELECT =
  'id,title,slug,excerpt,featured_image,featured_image_alt,featured_image_focal_x,featured_image_focal_y,social_image,status,author,published_at,created_at,updated_at,content,content_blocks,category,subcategory,photos,video_url,is_opinion,seo_title,seo_description,category_ref:blog_categories!blog_posts_category_fkey(id,name),subcategory_ref:blog_categories!blog_posts_subcategory_fkey(id,name),profile:profiles!blog_posts_author_id_fkey(full_name,avatar_url,slug),credits:post_vendor_credits!post_vendor_credits_post_id_fkey(role,display_order,listing:listings!post_vendor_credits_listing_id_fkey(id,name,url_name))';

/**
 * The post page's ONE request: the post with its author profile, category, subcategory and vendor
 * credits (with their listings) embedded. Null when no visible post has the slug: row-level
 * security hides drafts, archived and scheduled posts from visitors, so they read as not found.
 * A slug that cannot exist is answered without a request.
 */
/** The request (before `.maybeSingle()`), also built at build time for index.html's first screen. */
export const postRequest = (supabase: AppSupabaseClient, slug: string) =>
  supabase
    .from('blog_posts')
    .select(POST_DETAIL_SELECT)
    .eq('slug', slug)
    .order('display_order', { referencedTable: 'credits', ascending: true });

export async function getPost(slug: string): Promise<PostDetail | null> {
  if (!isPostSlug(slug)) return null;
  const { data, error } = await postRequest(await getSupabase(), slug).maybeSingle();
  if (error) throw error;
  if (!data) return null;
  return { ...data, hidden: hiddenReason(data) };
}

/** Why readers cannot see a post yet (null: they can); a preview link reads it too. */
export function hiddenReason(
  post: Pick<PostDetail, 'status' | 'published_at'>,
): PostDetail['hidden'] {
  if (post.status === 'draft' || post.status === 'archived') return post.status;
  if (!post.published_at || new Date(post.published_at).getTime() > Date.now()) return 'scheduled';
  return null;
}

export const getPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: postKeys.detail(slug),
    queryFn: () => getPost(slug),
    staleTime: MAGAZINE_QUERY_STALE_TIME_MS,
  });

export function usePost(slug: string) {
  return useQuery(getPostQueryOptions(slug));
}
