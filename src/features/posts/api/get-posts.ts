import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_PAGE_SIZE, MAGAZINE_QUERY_STALE_TIME_MS } from '@/config/site';
import { getSupabase, type AppSupabaseClient } from '@/lib/supabase';
import { POST_CARD_SELECT, type PostPage } from './post-fields';
import { postKeys, type PostListFilters } from '../keys';
import { NOW } from '../lib/now';
import { inCategoryFilter, isUuid, pageRange } from '../lib/post-filters';

/**
 * /blog: published posts, newest first, one page of them with the total count. `category`
 * matches a post's category or its subcategory; `q` is Postgres full-text search over title,
 * excerpt and body (the generated `search_vector`, websearch syntax: "quoted phrases", or, -not).
 */
export async function getPosts(filters: PostListFilters): Promise<PostPage> {
  const { data, error, count } = await postsRequest(await getSupabase(), filters);
  if (error) throw error;
  return { posts: data, total: count ?? 0 };
}

/** The request, also built at build time for index.html's first screen (its URL). */
export function postsRequest(supabase: AppSupabaseClient, { category, q, page }: PostListFilters) {
  const [from, to] = pageRange(page, BLOG_PAGE_SIZE);
  let query = supabase
    .from('blog_posts')
    .select(POST_CARD_SELECT, { count: 'exact' })
    .eq('status', 'published')
    .lte('published_at', NOW);
  if (isUuid(category)) query = query.or(inCategoryFilter(category));
  const search = q?.trim();
  if (search) {
    query = query.textSearch('search_vector', search, { type: 'websearch', config: 'english' });
  }
  return query
    .order('published_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, to);
}

export const getPostsQueryOptions = (filters: PostListFilters) =>
  queryOptions({
    queryKey: postKeys.list(filters),
    queryFn: () => getPosts(filters),
    staleTime: MAGAZINE_QUERY_STALE_TIME_MS,
    // Paging and refining keep the current page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function usePosts(filters: PostListFilters) {
  return useQuery(getPostsQueryOptions(filters));
}
