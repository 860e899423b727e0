import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAGAZINE_QUERY_STALE_TIME_MS } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import { postKeys } from '../keys';
import { NOW } from '../lib/now';
import { POST_CARD_SELECT, type PostCardPost } from './post-fields';

/**
 * The cards of the given stories in ONE request (the saved list, a shared list): published and
 * live only, for admins too, so an id of a draft or a scheduled story resolves to nothing.
 */
export async function fetchPostsByIds(ids: readonly string[]): Promise<PostCardPost[]> {
  if (ids.length === 0) return [];
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('blog_posts')
    .select(POST_CARD_SELECT)
    .eq('status', 'published')
    .lte('published_at', NOW)
    .in('id', [...ids]);
  if (error) throw error;
  return data;
}

export const getPostsByIdsQueryOptions = (ids: readonly string[]) => {
  const sorted = [...ids].sort();
  return queryOptions({
    queryKey: [...postKeys.all, 'by-ids', { ids: sorted }] as const,
    queryFn: () => fetchPostsByIds(sorted),
    staleTime: MAGAZINE_QUERY_STALE_TIME_MS,
  });
};

export function usePostsByIds(ids: readonly string[]) {
  return useQuery({ ...getPostsByIdsQueryOptions(ids), enabled: ids.length > 0 });
}
