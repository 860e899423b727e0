import { useAdminWrite } from '@/lib/admin-write';
import { getSupabase } from '@/lib/supabase';
import { postKeys } from '../keys';
import { explainCategoryError } from '../lib/blog-category-errors';

/**
 * A rename; `slug` is left out where the site names the category (the database refuses it). The
 * magazine (every card shows its category's name) and the admin's activity refresh.
 */
export function useUpdateBlogCategory() {
  return useAdminWrite(postKeys.all, {
    mutationFn: async ({ id, name, slug }: { id: string; name: string; slug?: string }) => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('blog_categories')
        .update(slug === undefined ? { name } : { name, slug })
        .eq('id', id)
        .select('id');
      if (error) throw explainCategoryError(error, slug);
      if (data.length === 0) throw new Error('That category is no longer there.');
    },
  });
}
