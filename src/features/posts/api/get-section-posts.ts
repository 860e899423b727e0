import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MAGAZINE_QUERY_STALE_TIME_MS, SECTION_PAGE_SIZE } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import { POST_CARD_SELECT, type PostPage } from './post-fields';
import { postKeys, type SectionPostsFilters } from '../keys';
import { NOW } from '../lib/now';
import { inCategoriesFilter, inCategoryFilter, isUuid, pageRange } from '../lib/post-filters';

/**
 * A section page: its published posts (or one chip's), newest first, one page with the total.
 * The caller passes only chips that belong to the section (see src/config/sections.ts).
 */
export async function getSectionPosts({
  categoryIds,
  subcategoryIds,
  chip,
  page,
}: SectionPostsFilters): Promise<PostPage> {
  const supabase = await getSupabase();
  const [from, to] = pageRange(page, SECTION_PAGE_SIZE);
  const filter = isUuid(chip)
    ? inCategoryFilter(chip)
    : inCategoriesFilter(categoryIds, subcategoryIds);
  const { data, error, count } = await supabase
    .from('blog_posts')
    .select(POST_CARD_SELECT, { count: 'exact' })
    .eq('status', 'published')
    .lte('published_at', NOW)
    .or(filter)
    .order('published_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, to);
  if (error) throw error;
  return { posts: data, total: count ?? 0 };
}

export const getSectionPostsQueryOptions = (filters: SectionPostsFilters) =>
  queryOptions({
    queryKey: postKeys.section(filters),
    queryFn: () => getSectionPosts(filters),
    staleTime: MAGAZINE_QUERY_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });

export function useSectionPosts(filters: SectionPostsFilters) {
  return useQuery(getSectionPostsQueryOptions(filters));
}
