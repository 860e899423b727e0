import { useAdminWrite } from '@/lib/admin-write';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from '../keys';

type ReviewAction =
  | { kind: 'publish'; listingId: string }
  /** Back to draft, with the reason the vendor reads (the database refuses a return without). */
  | { kind: 'return'; listingId: string; reason: string }
  | { kind: 'approve-changes'; listingId: string; removedFiles?: string[] }
  | { kind: 'request-changes'; listingId: string; reason: string };

/** One reviewer's decision; the database checks it is an admin's and records who and when. */
export async function reviewListing(action: ReviewAction) {
  const supabase = await getSupabase();
  const { error } =
    action.kind === 'approve-changes'
      ? await supabase.rpc('approve_listing_changes', { listing_id: action.listingId })
      : action.kind === 'request-changes'
        ? await supabase
            .from('listing_changes')
            .update({ status: 'changes_requested', reason: action.reason })
            .eq('listing_id', action.listingId)
        : action.kind === 'return'
          ? await supabase
              .from('listings')
              .update({ status: 'draft', return_reason: action.reason })
              .eq('id', action.listingId)
          : await supabase
              .from('listings')
              .update({ status: 'published' })
              .eq('id', action.listingId);
  if (error) throw error;
  // The files an approved change drops are queued by approve_listing_changes itself and removed
  // by the sweep-media function: nothing is deleted from the admin's browser.
}

/** The listings and the admin area (its counts and activity) refresh after a decision. */
export function useReviewListing() {
  return useAdminWrite(listingKeys.all, { mutationFn: reviewListing });
}
