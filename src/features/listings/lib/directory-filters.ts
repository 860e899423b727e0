import type { ListingFilters, VenueFilters } from '../keys';
import { readDirectorySearch, readVenueSearch } from './search-params';

/**
 * The listings query of /index and /venues as their pages ask for it from the address, when that
 * needs no other answer first (a category word resolves against the categories: not here).
 * Shared by the pages, their `prefetch` and index.html's first screen (src/first-screen).
 */
export function directoryFilters(params: URLSearchParams): ListingFilters | null {
  const search = readDirectorySearch(params);
  if (search.category) return null;
  return {
    categoryIds: [],
    maxPrice: search.maxPrice ?? undefined,
    location: search.location,
    q: search.q,
    freeOn: search.freeOn,
    page: search.page,
  };
}

export function venueFilters(params: URLSearchParams): VenueFilters | null {
  const search = readVenueSearch(params);
  if (search.invalidType) return null;
  return {
    venueType: search.type ?? undefined,
    minCapacity: search.capacity ?? undefined,
    minSeated: search.minSeated ?? undefined,
    maxPrice: search.maxPrice ?? undefined,
    location: search.location,
    q: search.q,
    freeOn: search.freeOn,
    page: search.page,
  };
}
