import { queryOptions } from '@tanstack/react-query';
import { BLOG_MENU_FEED, VENUE_MENU_FEED } from '@/config/navigation';
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
