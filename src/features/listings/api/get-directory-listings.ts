import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DIRECTORY_QUERY_STALE_TIME_MS } from '@/config/site';
import { fetchListingsPage } from './get-listings-page';
import { listingKeys, type ListingFilters } from '../keys';

/** /index: published listings, by category ids, place and name, one page with the total. */
export const getDirectoryListingsQueryOptions = (filters: ListingFilters) =>
  queryOptions({
    queryKey: listingKeys.directory(filters),
    queryFn: () => fetchListingsPage(filters),
    staleTime: DIRECTORY_QUERY_STALE_TIME_MS,
    // Paging and filtering keep the current cards on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export function useDirectoryListings(filters: ListingFilters, enabled = true) {
  return useQuery({ ...getDirectoryListingsQueryOptions(filters), enabled });
}
