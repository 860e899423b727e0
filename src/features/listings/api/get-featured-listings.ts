import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  FEATURED_LISTING_LIMIT,
  FEATURED_QUERY_GC_TIME_MS,
  FEATURED_QUERY_STALE_TIME_MS,
} from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from '../keys';
import { selectFeaturedListings, type ListingCardData } from './listing-queries';

/** Spec §7 'Featured listings' (featured, published, 3): the directory's share image. */
export async function fetchFeaturedListings(
  limit = FEATURED_LISTING_LIMIT,
): Promise<ListingCardData[]> {
  const supabase = await getSupabase();
  const { data, error } = await selectFeaturedListings(supabase, limit);
  if (error) throw error;
  return data;
}

export const getFeaturedListingsQueryOptions = (limit = FEATURED_LISTING_LIMIT) =>
  queryOptions({
    queryKey: listingKeys.featured(limit),
    queryFn: () => fetchFeaturedListings(limit),
    staleTime: FEATURED_QUERY_STALE_TIME_MS,
    gcTime: FEATURED_QUERY_GC_TIME_MS,
  });

export function useFeaturedListings() {
  return useQuery(getFeaturedListingsQueryOptions());
}
