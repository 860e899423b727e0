import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from '../keys';

/**
 * What a vendor's dashboard shows of each of their listings, with the changes to a live listing
 * that wait for review (one-to-one: listing_changes is keyed by the listing) and why the editors
 * returned a draft (return_reason: readable by the owner and admins, never by visitors, so only
 * this signed-in query names it). taken_down_at and changed_since_take_down_at are the database's
 * record of a take-down by the vendor (and whether she changed it since, so putting it back goes
 * through review).
 */
export const MY_LISTING_SELECT =
  'id,name,url_name,status,city,state,country,website,instagram,updated_at,return_reason,taken_down_at,changed_since_take_down_at,category:business_categories(name),changes:listing_changes(status,reason,submitted_at)';

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

export const getMyListingsQueryOptions = (ownerId: string) =>
  queryOptions({ queryKey: listingKeys.mine(ownerId), queryFn: fetchMyListings });
