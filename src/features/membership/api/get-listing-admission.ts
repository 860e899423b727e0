import { queryOptions, useQuery } from '@tanstack/react-query';
import { DIRECTORY_QUERY_STALE_TIME_MS } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import { membershipKeys } from '../keys';

/** The public part of a membership: why we invited them, and since when. */
export const LISTING_ADMISSION_COLUMNS = 'admission_note,member_since';

/**
 * A published listing's admission (`listing_admissions`, keyed by listing so it hands out no
 * account id). Null when the listing's owner is not an active member.
 */
export async function fetchListingAdmission(listingId: string) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('listing_admissions')
    .select(LISTING_ADMISSION_COLUMNS)
    .eq('listing_id', listingId)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const getListingAdmissionQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: membershipKeys.admission(listingId),
    queryFn: () => fetchListingAdmission(listingId),
    staleTime: DIRECTORY_QUERY_STALE_TIME_MS,
  });

export function useListingAdmission(listingId: string) {
  return useQuery(getListingAdmissionQueryOptions(listingId));
}
