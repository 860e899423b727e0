import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';

export type AvailabilityState = 'free' | 'limited' | 'booked';

/**
 * The saved vendors' availability on the couple's day: ONE call for all of them
 * (listing_availability: published listings, today or later, never a note). Ids it does not
 * answer for (hidden, or a past day) are absent from the map.
 */
export async function fetchAvailability(
  ids: readonly string[],
  day: string,
): Promise<Record<string, AvailabilityState>> {
  if (ids.length === 0) return {};
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('listing_availability', {
    p_listing_ids: [...ids],
    p_day: day,
  });
  if (error) throw error;
  return Object.fromEntries(data.map((row) => [row.listing_id, row.state as AvailabilityState]));
}

export const getSavedAvailabilityQueryOptions = (ids: readonly string[], day: string) => {
  const sorted = [...ids].sort();
  return queryOptions({
    queryKey: ['availability', 'saved', { ids: sorted, day }] as const,
    queryFn: () => fetchAvailability(sorted, day),
  });
};

/** Nothing is asked without a day or without vendors. */
export function useSavedAvailability(ids: readonly string[], day: string | null) {
  return useQuery({
    ...getSavedAvailabilityQueryOptions(ids, day ?? ''),
    enabled: Boolean(day) && ids.length > 0,
  });
}
