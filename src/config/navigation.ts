/**
 * The site's menus (site-spec §2 "Page frame"): header navigation, the mega menus' side lists,
 * the mobile menu's groups and the footer's link lists. Categories are referred to by their
 * fixed ids (supabase/reference-ids.json), never by name.
 */
import { MENU_PANEL_ITEM_LIMIT } from './site';
import { PATHS, withQuery } from './paths';
import {
  BLOG_CATEGORY_IDS,
  BUSINESS_CATEGORY_IDS,
  type BusinessCategoryKey,
} from './reference-ids';

export type NavLink = {
  label: string;
  to: string;
  /** Marked NEW in the menu (Trends). */
  isNew?: boolean;
};

export type MegaMenuKey = 'venue' | 'blog' | 'vendor';

/** The four desktop items; VENUE, BLOG and INDEX also open a mega menu. */
export const MAIN_NAV: readonly (NavLink & { menu?: MegaMenuKey })[] = [
  { label: 'HOME', to: PATHS.home },
  { label: 'VENUE', to: PATHS.venues, menu: 'venue' },
  { label: 'BLOG', to: PATHS.blog, menu: 'blog' },
  { label: 'INDEX', to: PATHS.index, menu: 'vendor' },
];

const blogCategory = (id: string) => withQuery(PATHS.blog, { category: id });
const vendorCategory = (id: string) => withQuery(PATHS.index, { category: id });
const venueType = (type: VenueType) => withQuery(PATHS.venues, { type });

/** The `type` values /venues understands (listings.venue_type). */
export const VENUE_TYPES = ['Hotel', 'Estate', 'Resort', 'Vineyard'] as const;
export type VenueType = (typeof VENUE_TYPES)[number];

/** Desktop blog menu: most entries filter /blog by category id; TRENDS and NYBFW have pages. */
export const BLOG_MENU_LINKS: readonly NavLink[] = [
  { label: 'ALL CATEGORIES', to: PATHS.blog },
  { label: 'PLANNING', to: blogCategory(BLOG_CATEGORY_IDS.planning) },
  { label: 'TRENDS', to: PATHS.blogTrends, isNew: true },
  { label: 'REAL WEDDINGS', to: blogCategory(BLOG_CATEGORY_IDS.realWeddings) },
  { label: 'NYBFW', to: PATHS.nybfw },
  { label: 'INSPIRATION', to: blogCategory(BLOG_CATEGORY_IDS.inspiration) },
  { label: 'DESTINATION', to: blogCategory(BLOG_CATEGORY_IDS.destination) },
  { label: 'JEWELRY', to: blogCategory(BLOG_CATEGORY_IDS.jewelry) },
  { label: 'BEAUTY', to: blogCategory(BLOG_CATEGORY_IDS.beauty) },
];

/** Mobile blog group: the same sections, linked to their own pages (site-spec §2). */
export const MOBILE_BLOG_LINKS: readonly NavLink[] = [
  { label: 'ALL CATEGORIES', to: PATHS.blog },
  { label: 'PLANNING', to: PATHS.blogPlanning },
  { label: 'TRENDS', to: PATHS.blogTrends, isNew: true },
  { label: 'REAL WEDDINGS', to: PATHS.blogRealWeddings },
  { label: 'NYBFW', to: PATHS.nybfw },
  { label: 'INSPIRATION', to: PATHS.blogInspiration },
  { label: 'DESTINATION', to: PATHS.blogDestinations },
  { label: 'JEWELRY', to: PATHS.blogJewelry },
  { label: 'BEAUTY', to: PATHS.blogBeauty },
];

export const VENUE_MENU_LINKS: readonly NavLink[] = [
  { label: 'ALL VENUES', to: PATHS.venues },
  ...VENUE_TYPES.map((type) => ({ label: type.toUpperCase(), to: venueType(type) })),
];

/** The vendor menu's categories, in the spec's order. */
const VENDOR_MENU_CATEGORIES: readonly [string, BusinessCategoryKey][] = [
  ['PLANNER', 'planner'],
  ['DECOR', 'decor'],
  ['PHOTOGRAPHY', 'photography'],
  ['VIDEOGRAPHY', 'videography'],
  ['CONTENT CREATOR', 'contentCreator'],
  ['STATIONERY', 'stationery'],
  ['BEAUTY', 'beauty'],
  ['FLORIST', 'florist'],
  ['DJ', 'dj'],
  ['CAKES', 'cakes'],
  ['FINE JEWELRY', 'fineJewelry'],
  ['OFFICIANT', 'officiant'],
];

export const VENDOR_MENU_LINKS: readonly NavLink[] = [
  { label: 'ALL VENDORS', to: PATHS.index },
  ...VENDOR_MENU_CATEGORIES.map(([label, key]) => ({
    label,
    to: vendorCategory(BUSINESS_CATEGORY_IDS[key]),
  })),
];

/** The category the vendor menu leaves out: venues have their own menu (site-spec §3). */
export const VENDOR_MENU_EXCLUDED_CATEGORY_ID = BUSINESS_CATEGORY_IDS.venue;
/** Venue menu panel: posts of the destination category. */
export const VENUE_MENU_POST_CATEGORY_ID = BLOG_CATEGORY_IDS.destination;

/** Spec §7 Blog menu: the 3 latest published posts. */
export const BLOG_MENU_FEED = {
  name: 'Blog menu',
  filter: null,
  categoryId: null,
  orderBy: 'published_at',
  limit: MENU_PANEL_ITEM_LIMIT,
} as const;

/** Spec §7 Venue menu: the 3 latest published posts of the destination category. */
export const VENUE_MENU_FEED = {
  name: 'Venue menu',
  filter: 'category',
  categoryId: VENUE_MENU_POST_CATEGORY_ID,
  orderBy: 'published_at',
  limit: MENU_PANEL_ITEM_LIMIT,
} as const;

/** Mobile menu groups, each collapsible on its own. */
export const MOBILE_MENU_GROUPS: readonly { label: string; links: readonly NavLink[] }[] = [
  { label: 'Venues', links: VENUE_MENU_LINKS },
  { label: 'Blog', links: MOBILE_BLOG_LINKS },
  { label: 'Vendors', links: VENDOR_MENU_LINKS },
];

/** Footer: the spec's information and directory links. */
export const FOOTER_LINK_GROUPS: readonly { heading: string; links: readonly NavLink[] }[] = [
  {
    heading: 'Perféte',
    links: [
      { label: 'About', to: PATHS.about },
      { label: 'Careers', to: PATHS.careers },
      { label: 'Diversity', to: PATHS.diversity },
      { label: 'Contact', to: PATHS.contact },
    ],
  },
  {
    heading: 'Discover',
    links: [
      { label: 'Venues', to: PATHS.venues },
      { label: 'Vendor Index', to: PATHS.index },
      { label: 'The Blog', to: PATHS.blog },
      { label: 'Submit Your Wedding', to: PATHS.submissions },
    ],
  },
];

export const FOOTER_LEGAL_LINKS: readonly NavLink[] = [
  { label: 'Terms of Use', to: PATHS.termsOfUse },
  { label: 'Privacy Policy', to: PATHS.privacyPolicy },
];

/**
 * Footer category filters. Most carry a category id; for Rental, Officiant, Lighting, Decor and
 * catering the spec's footer puts words in `category` ('Cakes & Catering' for catering), kept as is.
 */
const FOOTER_CATEGORY_BY_ID: readonly [string, BusinessCategoryKey][] = [
  ['Planner', 'planner'],
  ['Photography', 'photography'],
  ['Content Creator', 'contentCreator'],
  ['Stationery', 'stationery'],
  ['Beauty', 'beauty'],
  ['Florist', 'florist'],
  ['DJ', 'dj'],
  ['Cakes', 'cakes'],
  ['Fine Jewelry', 'fineJewelry'],
  ['Venue', 'venue'],
  ['Videography', 'videography'],
  ['Band', 'band'],
  ['Fashion', 'fashion'],
];
const FOOTER_CATEGORY_BY_WORDS: readonly [string, string][] = [
  ['Rental', 'Rental'],
  ['Officiant', 'Officiant'],
  ['Lighting', 'Lighting'],
  ['Decor', 'Decor'],
  ['Catering', 'Cakes & Catering'],
];

export const FOOTER_CATEGORY_LINKS: readonly NavLink[] = [
  ...FOOTER_CATEGORY_BY_ID.map(([label, key]) => ({
    label,
    to: vendorCategory(BUSINESS_CATEGORY_IDS[key]),
  })),
  ...FOOTER_CATEGORY_BY_WORDS.map(([label, words]) => ({ label, to: vendorCategory(words) })),
];

export type SocialNetwork = 'instagram' | 'pinterest' | 'facebook' | 'tiktok' | 'youtube';

export const SOCIAL_LINKS: readonly { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/perfete' },
  { network: 'pinterest', label: 'Pinterest', href: 'https://www.pinterest.com/perfete' },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/perfete' },
  { network: 'tiktok', label: 'TikTok', href: 'https://www.tiktok.com/@perfete' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@perfete' },
];
