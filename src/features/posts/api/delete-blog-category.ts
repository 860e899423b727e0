import { useAdminWrite } from '@/lib/admin-write';
import { getSupabase } from '@/lib/supabase';
import { postKeys } from '../keys';
import { explainCategoryError } from '../lib/blog-category-errors';

/**
 * Deletes a category. An unused one goes directly; one with posts goes through
 * delete_blog_category, which moves them to `moveTo` and deletes it in one transaction (and
 * refuses while it has subcategories, or when the site names it). Resolves to the posts moved.
 * The magazine and the admin's activity refresh.
 */
export function useDeleteBlogCategory() {
  return useAdminWrite(postKeys.all, {
    mutationFn: async ({ id, moveTo }: { id: string; moveTo: string | null }): Promise<number> => {
      const supabase = await getSupabase();
      if (moveTo === null) {
        const { data, error } = await supabase
          .from('blog_categories')
          .delete()
          .eq('id', id)
          .select('id');
        if (error) throw explainCategoryError(error);
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
  });
}
