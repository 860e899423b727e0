import type { MyListing } from '../api/get-my-listings';

/** The state a vendor reads on each card, in words. */
export type MyListingState =
  | 'draft'
  | 'returned'
  | 'in-review'
  | 'published'
  | 'changes-in-review'
  | 'changes-requested'
  | 'taken-down'
  | 'archived';

export function myListingState(
  listing: Pick<MyListing, 'status' | 'changes' | 'return_reason' | 'taken_down_at'>,
): MyListingState {
  // Taken down by the vendor (the database records it only while it is a draft or archived).
  if (listing.taken_down_at && listing.status !== 'published' && listing.status !== 'pending')
    return 'taken-down';
  if (listing.status === 'published' && listing.changes)
    return listing.changes.status === 'changes_requested'
      ? 'changes-requested'
      : 'changes-in-review';
  if (listing.status === 'pending') return 'in-review';
  if (listing.status === 'published') return 'published';
  if (listing.status === 'archived') return 'archived';
  // A draft the editors sent back keeps their reason until it is sent for review again.
  return listing.return_reason ? 'returned' : 'draft';
}
