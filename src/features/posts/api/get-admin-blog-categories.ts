import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';
import { postKeys } from '../keys';

/** Bound on the reference table (27 rows at launch): never an unbounded read. */
const ADMIN_BLOG_CATEGORY_LIMIT = 500;

/** A blog category or subcategory as the admin page shows it, with the posts filed under it. */
export type AdminBlogCategory = Pick<
  Tables<'blog_categories'>,
  'id' | 'name' | 'slug' | 'parent_id' | 'sort_order'
> & {
  /** Posts (every status) whose category or subcategory this is. */
  posts: number;
};

function isCountRow(value: unknown): value is { id: string; posts: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { posts?: unknown }).posts === 'number'
  );
}

/** Every category and subcategory with its post count: two requests, whatever the number. */
export async function fetchAdminBlogCategories(): Promise<AdminBlogCategory[]> {
  const supabase = await getSupabase();
  const [rows, counts] = await Promise.all([
    supabase
      .from('blog_categories')
      .select('id,name,slug,parent_id,sort_order')
      .order('sort_order', { ascending: true })
      .order('name', { ascending: true })
      .limit(ADMIN_BLOG_CATEGORY_LIMIT),
    supabase.rpc('blog_category_post_counts'),
  ]);
  if (rows.error) throw rows.error;
  if (counts.error) throw counts.error;
  const posts = new Map(
    (Array.isArray(counts.data) ? counts.data : [])
      .filter(isCountRow)
      .map((row) => [row.id, row.posts]),
  );
  return rows.data.map((row) => ({ ...row, posts: posts.get(row.id) ?? 0 }));
}

export const getAdminBlogCategoriesQueryOptions = () =>
  queryOptions({ queryKey: postKeys.adminCategories(), queryFn: fetchAdminBlogCategories });
