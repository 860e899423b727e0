import {
  BLOG_MENU_LINKS,
  VENDOR_MENU_LINKS,
  VENUE_MENU_LINKS,
  type MegaMenuKey,
  type NavLink,
} from '@/config/navigation';
import { PATHS } from '@/config/paths';

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
