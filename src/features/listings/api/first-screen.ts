import type { QueryClient } from '@tanstack/react-query';
import { readDirectorySearch, readVenueSearch } from '../lib/search-params';
import { getDirectoryListingsQueryOptions } from './get-directory-listings';
import type { ListingFilters, VenueFilters } from '../keys';
import { getVenueListingsQueryOptions } from './get-venue-listings';

/**
 * The listings query of /index and /venues as their pages ask for it from the address, when that
 * needs no other answer first (a category word resolves against the categories: not here).
 * Shared by the pages, their `prefetch` and index.html's first screen (src/first-screen).
 */
export function directoryFilters(params: URLSearchParams): ListingFilters | null {
  const search = readDirectorySearch(params);
  if (search.category) return null;
  return { categoryIds: [], location: search.location, q: search.q, page: search.page };
}

export function venueFilters(params: URLSearchParams): VenueFilters | null {
  const search = readVenueSearch(params);
  if (search.invalidType) return null;
  return {
    venueType: search.type ?? undefined,
    minCapacity: search.capacity ?? undefined,
    location: search.location,
    q: search.q,
    page: search.page,
  };
}

/** The pages' `prefetch`: their first screen's listings, started before the first render. */
export const prefetchDirectory = async (client: QueryClient, params: URLSearchParams) => {
  const filters = directoryFilters(params);
  if (filters) await client.prefetchQuery(getDirectoryListingsQueryOptions(filters));
};

export const prefetchVenues = async (client: QueryClient, params: URLSearchParams) => {
  const filters = venueFilters(params);
  if (filters) await client.prefetchQuery(getVenueListingsQueryOptions(filters));
};
