import {
  FEATURED_QUERY_GC_TIME_MS,
  FEATURED_QUERY_STALE_TIME_MS,
  HOME_QUERY_REFETCH_INTERVAL_MS,
  HOME_QUERY_STALE_TIME_MS,
} from '@/config/site';

/**
 * How fresh the home page keeps what it shows. The home owns no table queries: each section
 * spreads these over the query options of the feature that owns its data.
 */

/** Spec §9 home queries: 5 min stale, refetched every 5 min, on mount and on window focus. */
export const HOME_QUERY_SETTINGS = {
  staleTime: HOME_QUERY_STALE_TIME_MS,
  refetchInterval: HOME_QUERY_REFETCH_INTERVAL_MS,
  refetchOnMount: true,
  refetchOnWindowFocus: true,
} as const;

/** Spec §9 featured queries (The Latest): 5 min fresh, 30 min kept. */
export const FEATURED_QUERY_SETTINGS = {
  staleTime: FEATURED_QUERY_STALE_TIME_MS,
  gcTime: FEATURED_QUERY_GC_TIME_MS,
} as const;
