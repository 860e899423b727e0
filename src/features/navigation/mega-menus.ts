import type { QueryClient } from '@tanstack/react-query';
import {
  BLOG_MENU_LINKS,
  VENDOR_MENU_LINKS,
  VENUE_MENU_LINKS,
  type MegaMenuKey,
  type NavLink,
} from '@/config/navigation';
import { PATHS } from '@/config/paths';
import {
  blogMenuQueryOptions,
  vendorMenuQueryOptions,
  venueMenuQueryOptions,
} from './menu-queries';

export type MegaMenu = {
  /** The side list's heading and the panel's accessible name. */
  title: string;
  links: readonly NavLink[];
  /** The panel's heading over its cards, and where "view all" goes. */
  feature: { heading: string; viewAll: NavLink };
};

export const MEGA_MENUS: Record<MegaMenuKey, MegaMenu> = {
  venue: {
    title: 'Venues',
    links: VENUE_MENU_LINKS,
    feature: {
      heading: 'Destinations to fall for',
      viewAll: { label: 'All destinations', to: PATHS.blogDestination },
    },
  },
  blog: {
    title: 'The Blog',
    links: BLOG_MENU_LINKS,
    feature: {
      heading: 'The latest stories',
      viewAll: { label: 'Read the blog', to: PATHS.blog },
    },
  },
  vendor: {
    title: 'The Index',
    links: VENDOR_MENU_LINKS,
    feature: {
      heading: 'Featured artists',
      viewAll: { label: 'Browse the index', to: PATHS.index },
    },
  },
};

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
