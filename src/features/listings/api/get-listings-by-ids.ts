import { queryOptions, useQuery } from '@tanstack/react-query';
import { DIRECTORY_QUERY_STALE_TIME_MS } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from '../keys';
import { LISTING_CARD_COLUMNS, PUBLISHED, type ListingCardData } from '../lib/listing-columns';

/**
 * The cards of the given listings in ONE request (the saved list, a shared list): published ones
 * only, for admins and owners too, so an id of anything unpublished resolves to nothing. In no
 * particular order: the caller orders them as its list does.
 */
export async function fetchListingsByIds(ids: readonly string[]): Promise<ListingCardData[]> {
  if (ids.length === 0) return [];
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('listings')
    .select(LISTING_CARD_COLUMNS)
    .eq('status', PUBLISHED)
    .in('id', [...ids]);
  if (error) throw error;
  return data;
}

export const getListingsByIdsQueryOptions = (ids: readonly string[]) => {
  const sorted = [...ids].sort();
  return queryOptions({
    queryKey: [...listingKeys.lists(), 'by-ids', { ids: sorted }] as const,
    queryFn: () => fetchListingsByIds(sorted),
    staleTime: DIRECTORY_QUERY_STALE_TIME_MS,
  });
};

export function useListingsByIds(ids: readonly string[]) {
  return useQuery({ ...getListingsByIdsQueryOptions(ids), enabled: ids.length > 0 });
}
