import { useAdminWrite } from '@/lib/admin-write';
import { getSupabase } from '@/lib/supabase';
import { postKeys } from '../keys';
import { explainCategoryError } from '../lib/blog-category-errors';

export interface BlogCategoryInput {
  name: string;
  slug: string;
  /** A top-level category's id for a subcategory; null for a category. */
  parent_id: string | null;
  sort_order: number;
}

/** A new category; resolves to its id. The magazine and the admin's activity refresh. */
export function useCreateBlogCategory() {
  return useAdminWrite(postKeys.all, {
    mutationFn: async (input: BlogCategoryInput) => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('blog_categories')
        .insert(input)
        .select('id')
        .single();
      if (error) throw explainCategoryError(error, input.slug);
      return data.id;
    },
  });
}
