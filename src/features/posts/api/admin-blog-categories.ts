import { queryOptions } from '@tanstack/react-query';
import { useAdminWrite } from '@/lib/admin-write';
import { getSupabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';
import { postKeys } from './post-fields';

/** The admin domain's root key (features/admin's `adminKeys.all`): its dashboard and activity. */

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

export const adminBlogCategoryKey = () => [...postKeys.categories(), 'admin'] as const;

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
  queryOptions({ queryKey: adminBlogCategoryKey(), queryFn: fetchAdminBlogCategories });

export interface BlogCategoryInput {
  name: string;
  slug: string;
  /** A top-level category's id for a subcategory; null for a category. */
  parent_id: string | null;
  sort_order: number;
}

/** The database's refusals, in words an editor can act on. */
function explain(error: { code?: string; message: string }, slug?: string): Error {
  if (error.code === '23505')
    return new Error(
      slug
        ? `Another category already uses the web address “${slug}”. Choose another.`
        : 'Another category already uses that web address.',
    );
  if (error.code === '23503')
    return new Error('Posts or subcategories are filed under it: move them first.');
  return new Error(error.message);
}

/** Every write refreshes the magazine (`postKeys.all`) and the admin domain (its activity). */
function useBlogCategoryWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>) {
  return useAdminWrite(postKeys.all, { mutationFn: write });
}

export function useCreateBlogCategory() {
  return useBlogCategoryWrite(async (input: BlogCategoryInput) => {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('blog_categories')
      .insert(input)
      .select('id')
      .single();
    if (error) throw explain(error, input.slug);
    return data.id;
  });
}

/** A rename; `slug` is left out where the site names the category (the database refuses it). */
export function useUpdateBlogCategory() {
  return useBlogCategoryWrite(
    async ({ id, name, slug }: { id: string; name: string; slug?: string }) => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('blog_categories')
        .update(slug === undefined ? { name } : { name, slug })
        .eq('id', id)
        .select('id');
      if (error) throw explain(error, slug);
      if (data.length === 0) throw new Error('That category is no longer there.');
    },
  );
}

/**
 * Deletes a category. An unused one goes directly; one with posts goes through
 * delete_blog_category, which moves them to `moveTo` and deletes it in one transaction (and
 * refuses while it has subcategories, or when the site names it). Resolves to the posts moved.
 */
export function useDeleteBlogCategory() {
  return useBlogCategoryWrite(
    async ({ id, moveTo }: { id: string; moveTo: string | null }): Promise<number> => {
      const supabase = await getSupabase();
      if (moveTo === null) {
        const { data, error } = await supabase
          .from('blog_categories')
          .delete()
          .eq('id', id)
          .select('id');
        if (error) throw explain(error);
        if (data.length === 0) throw new Error('That category is no longer there.');
        return 0;
      }
      const { data, error } = await supabase.rpc('delete_blog_category', {
        category_id: id,
        move_posts_to: moveTo,
      });
      if (error) throw new Error(error.message);
      return data;
    },
  );
}
