import { queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_CATEGORIES_STALE_TIME_MS } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';
import { postKeys } from './post-fields';

export type BlogCategory = Pick<Tables<'blog_categories'>, 'id' | 'name' | 'slug' | 'parent_id'>;

/** Bound on the reference table (27 rows today): never an unbounded read. */
const BLOG_CATEGORY_LIMIT = 200;

/**
 * Every blog category and subcategory (one small reference table) for the filter chips' names.
 * Cards never use this: their names are embedded in their own list request.
 */
export async function getBlogCategories(): Promise<BlogCategory[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('blog_categories')
    .select('id,name,slug,parent_id')
    .order('sort_order', { ascending: true })
    .order('name', { ascending: true })
    .limit(BLOG_CATEGORY_LIMIT);
  if (error) throw error;
  return data ?? [];
}

export const getBlogCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: postKeys.categories(),
    queryFn: getBlogCategories,
    staleTime: BLOG_CATEGORIES_STALE_TIME_MS,
  });

export function useBlogCategories() {
  return useQuery(getBlogCategoriesQueryOptions());
}
