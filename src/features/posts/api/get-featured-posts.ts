import { queryOptions } from '@tanstack/react-query';
import { HOME_FEATURED_LOCATION, LATEST_POST_LIMIT } from '@/config/site';
import { getSupabase, type AppSupabaseClient } from '@/lib/supabase';
import { type PostCardPost } from './post-fields';
import { postKeys } from '../keys';
import { NOW } from '../lib/now';

/**
 * Spec §7 Latest: featured_posts at a location, display_order asc, with the post nested (the
 * card's columns and names, as in POST_CARD_SELECT). A literal, so supabase-js infers the rows.
 */
export const FEATURED_POST_SELECT =
  'id,display_order,post:blog_posts!featured_posts_post_id_fkey(id,title,slug,excerpt,featured_image,featured_image_focal_x,featured_image_focal_y,author,published_at,created_at,video_url,is_opinion,category,subcategory,category_ref:blog_categories!blog_posts_category_fkey(id,name),subcategory_ref:blog_categories!blog_posts_subcategory_fkey(id,name),profile:profiles!blog_posts_author_id_fkey(full_name,avatar_url,slug))';

interface FeaturedRow {
  post: PostCardPost | null;
}

/** Keeps only entries whose post has an id, a title and a featured_image (spec §3). */
export function keepCompletePosts(rows: readonly FeaturedRow[]): PostCardPost[] {
  return rows.flatMap(({ post }) => (post?.id && post.title && post.featured_image ? [post] : []));
}

/** The request, also built at build time for index.html's first screen (its URL). */
export const featuredPostsRequest = (
  supabase: AppSupabaseClient,
  location: string,
  limit: number,
) =>
  supabase
    .from('featured_posts')
    .select(FEATURED_POST_SELECT)
    .eq('location', location)
    .eq('post.status', 'published')
    .lte('post.published_at', NOW)
    .order('display_order', { ascending: true })
    .limit(limit);

export async function fetchFeaturedPosts(location: string, limit: number): Promise<PostCardPost[]> {
  const { data, error } = await featuredPostsRequest(await getSupabase(), location, limit);
  if (error) {
    console.error('Error fetching The Latest posts:', error);
    throw error;
  }
  const posts = keepCompletePosts(data);
  if (posts.length > 0 && posts.length < limit) {
    console.warn(`The Latest expects ${limit} featured posts, found ${posts.length}.`);
  }
  return posts;
}

/** The featured entries of a location (`home`: The Latest, 5). The page adds its freshness. */
export const getFeaturedPostsQueryOptions = (
  location = HOME_FEATURED_LOCATION,
  limit = LATEST_POST_LIMIT,
) =>
  queryOptions({
    queryKey: postKeys.featured({ location, limit }),
    queryFn: () => fetchFeaturedPosts(location, limit),
  });
