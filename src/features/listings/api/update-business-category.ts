import { useAdminWrite } from '@/lib/admin-write';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from '../keys';
import { explainCategoryError } from '../lib/business-category-input';

/** A rename; `slug` is left out for the fixed categories (the database refuses it). */
export function useUpdateBusinessCategory() {
  return useAdminWrite(listingKeys.all, {
    mutationFn: async ({ id, name, slug }: { id: string; name: string; slug?: string }) => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('business_categories')
        .update(slug === undefined ? { name } : { name, slug })
        .eq('id', id)
        .select('id');
      if (error) throw explainCategoryError(error, { name, slug });
      if (data.length === 0) throw new Error('That category is no longer there.');
    },
  });
}
