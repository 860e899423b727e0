import { queryOptions, useQuery } from '@tanstack/react-query';
import { DIRECTORY_QUERY_STALE_TIME_MS } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from '../keys';
import { toListingPageData, type ListingPageData } from '../lib/listing-page-data';
import { selectListingByUrlName } from './select-listing-by-url-name';

export type { ListingPageData } from '../lib/listing-page-data';

/**
 * /index/{urlName}: ONE request (listing, category, gallery, credits → posts). Null when there is
 * no published listing of that url_name: the page shows not-found, it does not retry or spin.
 */
export async function fetchListing(urlName: string): Promise<ListingPageData | null> {
  const supabase = await getSupabase();
  const { data, error } = await selectListingByUrlName(supabase, urlName);
  if (error) throw error;
  return data ? toListingPageData(data) : null;
}

export const getListingQueryOptions = (urlName: string) =>
  queryOptions({
    queryKey: listingKeys.detail(urlName),
    queryFn: () => fetchListing(urlName),
    staleTime: DIRECTORY_QUERY_STALE_TIME_MS,
  });

export function useListing(urlName: string) {
  return useQuery(getListingQueryOptions(urlName));
}
