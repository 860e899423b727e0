import { queryOptions, useQuery } from '@tanstack/react-query';
import { NYBFW_PAGE } from '@/config/sections';
import { MAGAZINE_QUERY_STALE_TIME_MS, NYBFW_POST_LIMIT } from '@/config/site';
import { getSupabase, type AppSupabaseClient } from '@/lib/supabase';
import { POST_CARD_SELECT, type PostCardPost } from './post-fields';
import { postKeys } from '../keys';
import { NOW } from '../lib/now';
import { inCategoriesFilter } from '../lib/post-filters';

/**
 * /nybfw: the fashion-week coverage — posts of the NYBFW category or the Bridal Fashion Week
 * subcategory, newest first, in one request. The page splits them into the lead story, the
 * designer-by-designer reports and the opinion pieces (is_opinion).
 */
export async function getNybfwPosts(): Promise<PostCardPost[]> {
  const { data, error } = await nybfwPostsRequest(await getSupabase());
  if (error) throw error;
  return data;
}

/** The request, also built at build time for index.html's first screen (its URL). */
export const nybfwPostsRequest = (supabase: AppSupabaseClient) =>
  supabase
    .from('blog_posts')
    .select(POST_CARD_SELECT)
    .eq('status', 'published')
    .lte('published_at', NOW)
    .or(inCategoriesFilter(NYBFW_PAGE.categoryIds, NYBFW_PAGE.subcategoryIds))
    .order('published_at', { ascending: false })
    .limit(NYBFW_POST_LIMIT);

export const getNybfwPostsQueryOptions = () =>
  queryOptions({
    queryKey: postKeys.nybfw(),
    queryFn: getNybfwPosts,
    staleTime: MAGAZINE_QUERY_STALE_TIME_MS,
  });

export function useNybfwPosts() {
  return useQuery(getNybfwPostsQueryOptions());
}
