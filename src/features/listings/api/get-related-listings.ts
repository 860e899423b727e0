import { queryOptions, useQuery } from '@tanstack/react-query';
import { DIRECTORY_QUERY_STALE_TIME_MS } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from './listing-keys';
import { selectRelatedListings, type ListingCardData } from './listing-queries';

/** 'More vendors' on a vendor page: others of its category, featured first. */
export async function fetchRelatedListings(
  categoryId: string,
  excludeId: string,
): Promise<ListingCardData[]> {
  const supabase = await getSupabase();
  const { data, error } = await selectRelatedListings(supabase, categoryId, excludeId);
  if (error) throw error;
  return data ?? [];
}

export const getRelatedListingsQueryOptions = (categoryId: string, excludeId: string) =>
  queryOptions({
    queryKey: listingKeys.related(categoryId, excludeId),
    queryFn: () => fetchRelatedListings(categoryId, excludeId),
    staleTime: DIRECTORY_QUERY_STALE_TIME_MS,
  });

export function useRelatedListings(categoryId: string | undefined, excludeId: string | undefined) {
  return useQuery({
    ...getRelatedListingsQueryOptions(categoryId ?? '', excludeId ?? ''),
    enabled: Boolean(categoryId && excludeId),
  });
}
