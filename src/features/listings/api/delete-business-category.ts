import { useAdminWrite } from '@/lib/admin-write';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from '../keys';
import { explainCategoryError } from '../lib/business-category-input';

/**
 * Deletes a business category. An unused one goes directly; one with listings goes through
 * delete_business_category, which moves them (and the applications naming it) to `moveTo` and
 * deletes it in one transaction. Resolves to the listings moved.
 */
export function useDeleteBusinessCategory() {
  return useAdminWrite(listingKeys.all, {
    mutationFn: async ({ id, moveTo }: { id: string; moveTo: string | null }): Promise<number> => {
      const supabase = await getSupabase();
      if (moveTo === null) {
        const { data, error } = await supabase
          .from('business_categories')
          .delete()
          .eq('id', id)
          .select('id');
        if (error) throw explainCategoryError(error);
        if (data.length === 0) throw new Error('That category is no longer there.');
        return 0;
      }
      const { data, error } = await supabase.rpc('delete_business_category', {
        category_id: id,
        move_listings_to: moveTo,
      });
      if (error) throw new Error(error.message);
      return data;
    },
  });
}
