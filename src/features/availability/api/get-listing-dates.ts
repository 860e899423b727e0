import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { availabilityKeys } from '../keys';

export interface ListingDate {
  day: string;
  state: 'booked' | 'limited';
  note: string | null;
}

/** The owner's marked days of one listing between two days (inclusive), notes included. */
export async function fetchListingDates(listingId: string, from: string, to: string) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('listing_dates')
    .select('day,state,note')
    .eq('listing_id', listingId)
    .gte('day', from)
    .lte('day', to)
    .order('day');
  if (error) throw error;
  return data as ListingDate[];
}

export const getListingDatesQueryOptions = (listingId: string, from: string, to: string) =>
  queryOptions({
    queryKey: availabilityKeys.dates(listingId, from, to),
    queryFn: () => fetchListingDates(listingId, from, to),
  });

export function useListingDates(listingId: string, from: string, to: string) {
  return useQuery(getListingDatesQueryOptions(listingId, from, to));
}
