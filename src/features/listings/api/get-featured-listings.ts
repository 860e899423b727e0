import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  FEATURED_LISTING_LIMIT,
  FEATURED_QUERY_GC_TIME_MS,
  FEATURED_QUERY_STALE_TIME_MS,
} from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/types/database';
import { listingKeys } from '../keys';
import { LISTING_CARD_COLUMNS, PUBLISHED, type ListingCardData } from '../lib/listing-columns';

/** Spec §7 'Featured listings': featured and published, newest first, 3 (the share image). */
export function selectFeaturedListings(
  client: SupabaseClient<Database>,
  limit = FEATURED_LISTING_LIMIT,
) {
  return client
    .from('listings')
    .select(LISTING_CARD_COLUMNS)
    .eq('status', PUBLISHED)
    .eq('is_featured', true)
    .order('created_at', { ascending: false })
    .limit(limit);
}

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
