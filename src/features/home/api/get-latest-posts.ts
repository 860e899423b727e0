import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_FEATURED_LOCATION, LATEST_POST_LIMIT } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import { FEATURED_QUERY_SETTINGS, homeKeys, postCardSelect, type HomePost } from './home-posts';

/** Spec §7 Latest: featured_posts, location home, display_order asc, limit 5, nested post. */
export const LATEST_SELECT = `id,display_order,post:blog_posts!featured_posts_post_id_fkey(${postCardSelect('name')})`;

type FeaturedRow = { id: string; display_order: number; post: HomePost | null };

/** Keeps only entries whose post has an id, a title and a featured_image (spec §3). */
export function keepCompletePosts(rows: readonly FeaturedRow[]): HomePost[] {
  return rows.flatMap(({ post }) => (post?.id && post.title && post.featured_image ? [post] : []));
}

export async function fetchLatestPosts(): Promise<HomePost[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('featured_posts')
    .select(LATEST_SELECT)
    .eq('location', HOME_FEATURED_LOCATION)
    .order('display_order', { ascending: true })
    .limit(LATEST_POST_LIMIT);
  if (error) {
    console.error('Error fetching The Latest posts:', error);
    throw error;
  }
  const posts = keepCompletePosts((data ?? []) as unknown as FeaturedRow[]);
  if (posts.length > 0 && posts.length < LATEST_POST_LIMIT) {
    console.warn(`The Latest expects ${LATEST_POST_LIMIT} featured posts, found ${posts.length}.`);
  }
  return posts;
}

export const getLatestPostsQueryOptions = () =>
  queryOptions({
    queryKey: [...homeKeys.all, 'latest', { location: HOME_FEATURED_LOCATION }] as const,
    queryFn: fetchLatestPosts,
    ...FEATURED_QUERY_SETTINGS,
  });

export function useLatestPosts() {
  return useQuery(getLatestPostsQueryOptions());
}
