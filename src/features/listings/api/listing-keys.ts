import type { ListingFilters } from './listing-queries';

/**
 * Query keys of the directory, general to specific: ['listings'] invalidates everything,
 * ['listings', 'list'] every page of /index and /venues, and so on. Each key holds every variable
 * its query function reads.
 */
export const listingKeys = {
  all: ['listings'] as const,
  lists: () => [...listingKeys.all, 'list'] as const,
  directory: (filters: ListingFilters) => [...listingKeys.lists(), 'directory', filters] as const,
  venues: (filters: ListingFilters) => [...listingKeys.lists(), 'venues', filters] as const,
  details: () => [...listingKeys.all, 'detail'] as const,
  detail: (urlName: string) => [...listingKeys.details(), urlName] as const,
  related: (categoryId: string, excludeId: string) =>
    [...listingKeys.all, 'related', { categoryId, excludeId }] as const,
  featured: () => [...listingKeys.all, 'featured'] as const,
};

export const businessCategoryKeys = {
  all: ['business-categories'] as const,
  list: () => [...businessCategoryKeys.all, 'list'] as const,
};
