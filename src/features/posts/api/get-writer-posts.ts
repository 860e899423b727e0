import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MAGAZINE_QUERY_STALE_TIME_MS, WRITER_PAGE_SIZE } from '@/config/site';
import { getSupabase, type AppSupabaseClient } from '@/lib/supabase';
import { WRITER_POST_CARD_SELECT, type PostPage } from './post-fields';
import { postKeys, type WriterPostsFilters } from '../keys';
import { NOW } from '../lib/now';
import { pageRange } from '../lib/post-filters';

/** PostgREST's answer when the page starts past the last row (416 Range Not Satisfiable). */
const RANGE_NOT_SATISFIABLE = 'PGRST103';

/**
 * A writer's page: their published stories, newest first, one page with the total. Found by the
 * writer's slug through the author embed (`!inner`), so it runs beside the writer's own query
 * instead of after it. A total of 0 on page 1 means the writer has no public page; a page past
 * the end is not an error, it comes back empty.
 */
export async function getWriterPosts(filters: WriterPostsFilters): Promise<PostPage> {
  const { data, error, count } = await writerPostsRequest(await getSupabase(), filters);
  if (error && error.code !== RANGE_NOT_SATISFIABLE) throw error;
  return { posts: error ? [] : data, total: count ?? 0 };
}

/** The request, as it is sent (its URL is what a unit test reads). */
export function writerPostsRequest(
  supabase: AppSupabaseClient,
  { slug, page }: WriterPostsFilters,
) {
  const [from, to] = pageRange(page, WRITER_PAGE_SIZE);
  return supabase
    .from('blog_posts')
    .select(WRITER_POST_CARD_SELECT, { count: 'exact' })
    .eq('status', 'published')
    .lte('published_at', NOW)
    .eq('profile.slug', slug)
    .order('published_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, to);
}

export const getWriterPostsQueryOptions = (filters: WriterPostsFilters) =>
  queryOptions({
    queryKey: postKeys.writer(filters),
    queryFn: () => getWriterPosts(filters),
    staleTime: MAGAZINE_QUERY_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });

export function useWriterPosts(filters: WriterPostsFilters) {
  return useQuery(getWriterPostsQueryOptions(filters));
}
