import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ROOT_KEY } from '@/lib/admin-root-key';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from '../keys';

/** What putting a listing back did: live again at once, or sent to the editors first. */
export type PutBackResult = 'published' | 'pending';

/**
 * Puts a taken-down listing back. The database decides: live at once when neither its fields nor
 * its photos changed since it was taken down, otherwise it goes through review (as "Submit for
 * review" does). Answers which.
 */
export async function putBackListing(listingId: string): Promise<PutBackResult> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('put_back_listing', { listing_id: listingId });
  if (error) throw error;
  return data === 'published' ? 'published' : 'pending';
}

/** Every view of the listings refreshes, and the admin area's (a review counts a submission). */
export function usePutBackListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putBackListing,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listingKeys.all }),
        queryClient.invalidateQueries({ queryKey: ADMIN_ROOT_KEY }),
      ]),
  });
}
