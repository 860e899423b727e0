import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { availabilityKeys } from '../keys';
import {
  isAvailabilityState,
  isFutureDay,
  type AvailabilityState,
} from '../lib/availability-state';

/**
 * free / limited / booked on `day` for a whole grid of listings in ONE request
 * (listing_availability: published listings, today or later, never a note). Listings the answer
 * leaves out (hidden, or the day is past) have no entry.
 */
export async function fetchListingAvailability(listingIds: readonly string[], day: string) {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('listing_availability', {
    p_listing_ids: [...listingIds],
    p_day: day,
  });
  if (error) throw error;
  const states = new Map<string, AvailabilityState>();
  for (const row of data) if (isAvailabilityState(row.state)) states.set(row.listing_id, row.state);
  return states;
}

export const getListingAvailabilityQueryOptions = (listingIds: readonly string[], day: string) =>
  queryOptions({
    queryKey: availabilityKeys.onDay(listingIds, day),
    queryFn: () => fetchListingAvailability(listingIds, day),
    staleTime: 60_000,
  });

/** The states of `listingIds` on `day`; idle without a future day or without listings. */
export function useListingAvailability(listingIds: readonly string[], day: string | null) {
  const ids = [...listingIds].sort();
  return useQuery({
    ...getListingAvailabilityQueryOptions(ids, day ?? ''),
    enabled: isFutureDay(day) && ids.length > 0,
  });
}
