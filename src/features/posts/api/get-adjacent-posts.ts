import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAGAZINE_QUERY_STALE_TIME_MS } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import { postKeys } from '../keys';
import { NOW } from '../lib/now';

export interface AdjacentPost {
  title: string;
  slug: string;
}

export interface AdjacentPosts {
  /** The next older story. */
  previous: AdjacentPost | null;
  /** The next newer story. */
  next: AdjacentPost | null;
}

export interface AdjacentPostsSource {
  id: string;
  published_at: string | null;
}

const ADJACENT_COLUMNS = 'title,slug';

/**
 * Previous and next stories by publication date, across the whole magazine: the nearest older
 * and the nearest newer published post (two tiny reads, run together as one query).
 */
export async function getAdjacentPosts({
  id,
  published_at,
}: AdjacentPostsSource): Promise<AdjacentPosts> {
  if (!published_at) return { previous: null, next: null };
  const supabase = await getSupabase();
  const published = () =>
    supabase
      .from('blog_posts')
      .select(ADJACENT_COLUMNS)
      .eq('status', 'published')
      .lte('published_at', NOW)
      .neq('id', id);
  const [older, newer] = await Promise.all([
    published()
      .lt('published_at', published_at)
      .order('published_at', { ascending: false })
      .limit(1)
      .maybeSingle(),
    published()
      .gt('published_at', published_at)
      .order('published_at', { ascending: true })
      .limit(1)
      .maybeSingle(),
  ]);
  if (older.error) throw older.error;
  if (newer.error) throw newer.error;
  return { previous: older.data ?? null, next: newer.data ?? null };
}

export const getAdjacentPostsQueryOptions = ({ id, published_at }: AdjacentPostsSource) =>
  queryOptions({
    queryKey: postKeys.adjacent({ id, published_at }),
    queryFn: () => getAdjacentPosts({ id, published_at }),
    staleTime: MAGAZINE_QUERY_STALE_TIME_MS,
  });

export function useAdjacentPosts(post: AdjacentPostsSource, enabled = true) {
  return useQuery({ ...getAdjacentPostsQueryOptions(post), enabled });
}
