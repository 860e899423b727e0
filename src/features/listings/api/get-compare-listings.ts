import { queryOptions, useQuery } from '@tanstack/react-query';
import { DIRECTORY_QUERY_STALE_TIME_MS } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';
import { listingKeys } from '../keys';
import { PUBLISHED, type ListingCategory } from '../lib/listing-columns';
import type { ListingFacts } from '../lib/listing-facts';

/**
 * The compare view's columns (#31): what a vendor says about themselves (price, languages, a
 * venue's capacity, setting and rooms) beside where, what and since when. Public columns only.
 */
export const COMPARE_LISTING_COLUMNS =
  'id,name,url_name,image_url,headshot_url,city,state,country,venue_type,guest_capacity,created_at,price_from,price_currency,price_on_request,languages,capacity_seated,capacity_standing,setting,rooms_on_site,category:business_categories(id,name)';

export type CompareListing = Pick<
  Tables<'listings'>,
  | 'id'
  | 'name'
  | 'url_name'
  | 'image_url'
  | 'headshot_url'
  | 'city'
  | 'state'
  | 'country'
  | 'venue_type'
  | 'guest_capacity'
  | 'created_at'
> &
  ListingFacts & {
    category: ListingCategory | null;
    /** The median first answer over 90 days; null until the vendor has answered enough. */
    responseSeconds: number | null;
    /** Since when the owner is a member, as the vendor's page says it (listing_admissions). */
    memberSince: string | null;
  };

/**
 * The vendors to compare: their rows in ONE request, their response times and their members'
 * admission dates in one more each (public views, by ids), never a request per vendor. Published listings only; unknown or hidden
 * ids resolve to nothing.
 */
export async function fetchCompareListings(ids: readonly string[]): Promise<CompareListing[]> {
  if (ids.length === 0) return [];
  const supabase = await getSupabase();
  const [listings, times, admissions] = await Promise.all([
    supabase
      .from('listings')
      .select(COMPARE_LISTING_COLUMNS)
      .eq('status', PUBLISHED)
      .in('id', [...ids]),
    supabase
      .from('listing_response_times')
      .select('listing_id,median_seconds')
      .in('listing_id', [...ids]),
    supabase
      .from('listing_admissions')
      .select('listing_id,member_since')
      .in('listing_id', [...ids]),
  ]);
  if (listings.error) throw listings.error;
  if (times.error) throw times.error;
  if (admissions.error) throw admissions.error;
  const seconds = new Map(times.data.map((row) => [row.listing_id, row.median_seconds]));
  const since = new Map(admissions.data.map((row) => [row.listing_id, row.member_since]));
  return listings.data.map((row) => ({
    ...row,
    responseSeconds: seconds.get(row.id) ?? null,
    memberSince: since.get(row.id) ?? null,
  }));
}

export const getCompareListingsQueryOptions = (ids: readonly string[]) => {
  const sorted = [...ids].sort();
  return queryOptions({
    queryKey: [...listingKeys.lists(), 'compare', { ids: sorted }] as const,
    queryFn: () => fetchCompareListings(sorted),
    staleTime: DIRECTORY_QUERY_STALE_TIME_MS,
  });
};

export function useCompareListings(ids: readonly string[]) {
  return useQuery({ ...getCompareListingsQueryOptions(ids), enabled: ids.length > 0 });
}
