import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from '../keys';

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
