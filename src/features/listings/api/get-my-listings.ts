import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from '../keys';

/**
 * What a vendor's dashboard shows of each of their listings, with the changes to a live listing
 * that wait for review (one-to-one: listing_changes is keyed by the listing) and why the editors
 * returned a draft (return_reason: readable by the owner and admins, never by visitors, so only
 * this signed-in query names it).
 */
export const MY_LISTING_SELECT =
  'id,name,url_name,status,city,state,country,website,instagram,updated_at,return_reason,category:business_categories(name),changes:listing_changes(status,reason,submitted_at)';

/**
 * The signed-in vendor's listings, every status (RLS lets an owner read their own drafts). owner_id
 * is a private column, so my_listing_ids() names them first.
 */
export async function fetchMyListings() {
  const supabase = await getSupabase();
  const ids = await supabase.rpc('my_listing_ids');
  if (ids.error) throw ids.error;
  const mine = ids.data;
  if (mine.length === 0) return [];
  const { data, error } = await supabase
    .from('listings')
    .select(MY_LISTING_SELECT)
    .in('id', mine)
    .order('created_at', { ascending: true });
  if (error) throw error;
  return data.map(({ changes, ...listing }) => ({
    ...listing,
    // One row or none; PostgREST gives it as an object, some engines as a one-element list.
    changes: (Array.isArray(changes) ? changes[0] : changes) ?? null,
  }));
}

export type MyListing = Awaited<ReturnType<typeof fetchMyListings>>[number];

/** The state a vendor reads on each card, in words. */
export type MyListingState =
  | 'draft'
  | 'returned'
  | 'in-review'
  | 'published'
  | 'changes-in-review'
  | 'changes-requested'
  | 'archived';

export function myListingState(
  listing: Pick<MyListing, 'status' | 'changes' | 'return_reason'>,
): MyListingState {
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

export const getMyListingsQueryOptions = (ownerId: string) =>
  queryOptions({ queryKey: listingKeys.mine(ownerId), queryFn: fetchMyListings });

export interface ListingStats {
  listing_id: string;
  views_7: number;
  views_30: number;
  inquiries_7: number;
  inquiries_30: number;
}

/** Views and inquiries over 7 and 30 days for each of the caller's listings, in one request. */
export async function fetchMyListingStats() {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('my_listing_stats');
  if (error) throw error;
  return new Map<string, ListingStats>(data.map((row) => [row.listing_id, row]));
}

export const getMyListingStatsQueryOptions = (ownerId: string) =>
  queryOptions({ queryKey: listingKeys.stats(ownerId), queryFn: fetchMyListingStats });
