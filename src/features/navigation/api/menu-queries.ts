import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BLOG_MENU_FEED, VENUE_MENU_FEED, type MegaMenuKey } from '@/config/navigation';
import { MENU_QUERY_STALE_TIME_MS } from '@/config/site';
import { getMenuListingsQueryOptions } from '@/features/listings';
import { getPostTeasersQueryOptions } from '@/features/posts';

/**
 * The mega menus' panels own no table queries: they show feeds of the posts and listings
 * features, with the menus' freshness (spec §9: 5 minutes). The panels and the prefetch on intent
 * use these same options, so a hover's prefetch is the panel's data.
 */
const MENU_FRESHNESS = { staleTime: MENU_QUERY_STALE_TIME_MS } as const;

/** Spec §7 Blog menu: the 3 latest published posts. */
export const blogMenuQueryOptions = () =>
  queryOptions({ ...getPostTeasersQueryOptions(BLOG_MENU_FEED), ...MENU_FRESHNESS });

/** Spec §7 Venue menu: the 3 latest published posts of the destination category. */
export const venueMenuQueryOptions = () =>
  queryOptions({ ...getPostTeasersQueryOptions(VENUE_MENU_FEED), ...MENU_FRESHNESS });

/** Spec §7 Vendor menu: 3 featured published listings outside the venue category. */
export const vendorMenuQueryOptions = () => getMenuListingsQueryOptions();

/**
 * Loads a panel's data on intent (pointer over or focus on its trigger) with the very options the
 * panel reads, so the panel opens onto cached cards. Nothing is fetched before that intent.
 */
export function prefetchMegaMenu(queryClient: QueryClient, menu: MegaMenuKey): Promise<void> {
  switch (menu) {
    case 'blog':
      return queryClient.prefetchQuery(blogMenuQueryOptions());
    case 'venue':
      return queryClient.prefetchQuery(venueMenuQueryOptions());
    case 'vendor':
      return queryClient.prefetchQuery(vendorMenuQueryOptions());
  }
}

/** The prefetch on intent, for the header's triggers: `prefetch(menu)` warms that panel's feed. */
export function usePrefetchMegaMenu(): (menu: MegaMenuKey) => Promise<void> {
  const queryClient = useQueryClient();
  return (menu) => prefetchMegaMenu(queryClient, menu);
}
