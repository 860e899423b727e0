import { useAdminWrite } from '@/lib/admin-write';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from '../keys';

/** Features or unfeatures a listing (admins only, the listings guard says). */
export function useSetFeatured() {
  return useAdminWrite(listingKeys.all, {
    mutationFn: async ({ id, featured }: { id: string; featured: boolean }) => {
      const supabase = await getSupabase();
      const { error } = await supabase
        .from('listings')
        .update({ is_featured: featured })
        .eq('id', id);
      if (error) throw error;
    },
  });
}
