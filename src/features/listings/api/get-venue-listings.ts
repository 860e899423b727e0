import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BUSINESS_CATEGORY_IDS } from '@/config/reference-ids';
import { DIRECTORY_QUERY_STALE_TIME_MS } from '@/config/site';
import { fetchListingsPage } from './get-listings-page';
import { listingKeys, type VenueFilters } from '../keys';

/** /venues: published listings of the Venue category, by type, capacity, place and name. */
export const getVenueListingsQueryOptions = (filters: VenueFilters) =>
  queryOptions({
    queryKey: listingKeys.venues(filters),
    queryFn: () => fetchListingsPage({ ...filters, categoryIds: [BUSINESS_CATEGORY_IDS.venue] }),
    staleTime: DIRECTORY_QUERY_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });

export function useVenueListings(filters: VenueFilters, enabled = true) {
  return useQuery({ ...getVenueListingsQueryOptions(filters), enabled });
}
