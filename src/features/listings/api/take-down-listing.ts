import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from '../keys';

/**
 * Takes the vendor's live listing down: it leaves the directory, its page, search and the sitemap
 * until she puts it back; nothing is deleted. The database checks it is hers (an active member)
 * and live, and records the take-down (listings.taken_down_at).
 */
export async function takeDownListing(listingId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('take_down_listing', { listing_id: listingId });
  if (error) throw error;
}

/** Every view of the listings refreshes (the card, the editor, the directory, the vendor page). */
export function useTakeDownListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeDownListing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
