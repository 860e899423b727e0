import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from './listing-keys';

/** What a vendor's dashboard shows of each of their listings. */
export const MY_LISTING_SELECT =
  'id,name,url_name,status,city,state,country,website,instagram,updated_at,category:business_categories(name)';

/** The signed-in vendor's listings, every status (RLS lets an owner read their own drafts). */
export async function fetchMyListings(ownerId: string) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('listings')
    .select(MY_LISTING_SELECT)
    .eq('owner_id', ownerId)
    .order('created_at', { ascending: true });
  if (error) throw error;
  return data;
}

export type MyListing = Awaited<ReturnType<typeof fetchMyListings>>[number];

export const getMyListingsQueryOptions = (ownerId: string) =>
  queryOptions({ queryKey: listingKeys.mine(ownerId), queryFn: () => fetchMyListings(ownerId) });
