import { useAdminWrite } from '@/lib/admin-write';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from '../keys';
import { explainCategoryError, type BusinessCategoryInput } from '../lib/business-category-input';

/** A new business category; the directory and the admin area refresh. Resolves to its id. */
export function useCreateBusinessCategory() {
  return useAdminWrite(listingKeys.all, {
    mutationFn: async (input: BusinessCategoryInput) => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('business_categories')
        .insert(input)
        .select('id')
        .single();
      if (error) throw explainCategoryError(error, input);
      return data.id;
    },
  });
}
