import { queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_CATEGORIES_STALE_TIME_MS } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';
import { postKeys } from '../keys';
import { NOW } from '../lib/now';

export type BlogCategory = Pick<Tables<'blog_categories'>, 'id' | 'name' | 'slug' | 'parent_id'> & {
  /** How many published posts have it as their category or subcategory (as the reader may see). */
  published_posts: number;
};

/** Bound on the reference table (27 rows today): never an unbounded read. */
const BLOG_CATEGORY_LIMIT = 200;

/**
 * Every blog category and subcategory (one small reference table) for the filter chips' names,
 * each with its count of published posts embedded in the same request (a category is a post's
 * `category` or its `subcategory`), so a page can leave out the chips that would lead to an empty
 * list without one request per chip. Cards never use this: their names are embedded in their own
 * list request. The admin's editor uses the same rows (and ignores the counts).
 */
export async function getBlogCategories(): Promise<BlogCategory[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('blog_categories')
    .select(
      'id,name,slug,parent_id,as_category:blog_posts!blog_posts_category_fkey(count),as_subcategory:blog_posts!blog_posts_subcategory_fkey(count)',
    )
    .eq('as_category.status', 'published')
    .eq('as_subcategory.status', 'published')
    .lte('as_category.published_at', NOW)
    .lte('as_subcategory.published_at', NOW)
    .order('sort_order', { ascending: true })
    .order('name', { ascending: true })
    .limit(BLOG_CATEGORY_LIMIT);
  if (error) throw error;
  return (data ?? []).map(({ as_category, as_subcategory, ...category }) => ({
    ...category,
    published_posts: (as_category[0]?.count ?? 0) + (as_subcategory[0]?.count ?? 0),
  }));
}

/** A chip for this category leads somewhere: it has a published post, or it is the one chosen. */
export function isBrowsable(category: BlogCategory, chosen: string | null): boolean {
  return category.published_posts > 0 || category.id === chosen;
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
