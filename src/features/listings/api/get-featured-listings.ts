import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEATURED_QUERY_GC_TIME_MS, FEATURED_QUERY_STALE_TIME_MS } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from './listing-keys';
import { selectFeaturedListings, type ListingCardData } from './listing-queries';

/** Spec §7 'Featured listings' (featured, published, 3): the directory's share image. */
export async function fetchFeaturedListings(): Promise<ListingCardData[]> {
  const supabase = await getSupabase();
  const { data, error } = await selectFeaturedListings(supabase);
  if (error) throw error;
  return data ?? [];
}

export const getFeaturedListingsQueryOptions = () =>
  queryOptions({
    queryKey: listingKeys.featured(),
    queryFn: fetchFeaturedListings,
    staleTime: FEATURED_QUERY_STALE_TIME_MS,
    gcTime: FEATURED_QUERY_GC_TIME_MS,
  });

export function useFeaturedListings() {
  return useQuery(getFeaturedListingsQueryOptions());
}
