import type { QueryClient } from '@tanstack/react-query';
import { directoryFilters, venueFilters } from '../lib/directory-filters';
import { getDirectoryListingsQueryOptions } from './get-directory-listings';
import { getVenueListingsQueryOptions } from './get-venue-listings';

/** The pages' `prefetch`: their first screen's listings, started before the first render. */
export const prefetchDirectory = async (client: QueryClient, params: URLSearchParams) => {
  const filters = directoryFilters(params);
  if (filters) await client.prefetchQuery(getDirectoryListingsQueryOptions(filters));
};

export const prefetchVenues = async (client: QueryClient, params: URLSearchParams) => {
  const filters = venueFilters(params);
  if (filters) await client.prefetchQuery(getVenueListingsQueryOptions(filters));
};
