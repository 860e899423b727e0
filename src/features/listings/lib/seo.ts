import { listingPath } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { listingCoverImage } from './listing-images';

/**
 * Search and share metadata of the directory: schema.org JSON-LD (ItemList of LocalBusiness on
 * /index and /venues, a LocalBusiness on a vendor page) and the short texts of meta tags.
 */
type ListingForSeo = {
  name: string;
  url_name: string;
  image_url: string | null;
  headshot_url: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
};

/** Meta descriptions are cut here (search results show about this much). */
const META_DESCRIPTION_MAX = 160;
/** A vendor page's JSON-LD description is a summary, not the whole text. */
const JSON_LD_DESCRIPTION_MAX = 500;
/**
 * A directory page's, shorter: from the card's `summary` column, the description's first
 * LIST_SUMMARY_MAX + 1 characters (so that the cut comes out as it would from the whole text).
 */
export const LIST_SUMMARY_MAX = 160;

/** The site's origin, for absolute URLs (canonical, og:url, JSON-LD). */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** An absolute URL: storage URLs pass through, site paths get the origin. */
export function absoluteUrl(pathOrUrl: string, origin = siteOrigin()): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;
}

/** Shortens text at a word boundary, with an ellipsis when it had to cut. */
export function summarize(text: string | null | undefined, max = META_DESCRIPTION_MAX): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** 'Florence, Tuscany, Italy' from whichever parts exist. */
export function placeLine(listing: Pick<ListingForSeo, 'city' | 'state' | 'country'>): string {
  return [listing.city, listing.state, listing.country].filter(Boolean).join(', ');
}

function localBusinessJsonLd(listing: ListingForSeo, description: string, origin: string) {
  return {
    '@type': 'LocalBusiness',
    name: listing.name,
    description,
    image: absoluteUrl(listingCoverImage(listing).src, origin),
    url: `${origin}${listingPath(listing.url_name)}`,
    address: {
      '@type': 'PostalAddress',
      ...(listing.city ? { addressLocality: listing.city } : {}),
      ...(listing.state ? { addressRegion: listing.state } : {}),
      ...(listing.country ? { addressCountry: listing.country } : {}),
    },
  };
}

/** A page of listings as an ItemList; positions continue across pages. */
export function itemListJsonLd(
  listings: readonly (ListingForSeo & { summary: string | null })[],
  {
    name,
    firstPosition = 1,
    origin = siteOrigin(),
  }: { name: string; firstPosition?: number; origin?: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: listings.length,
    itemListElement: listings.map((listing, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      item: localBusinessJsonLd(listing, summarize(listing.summary, LIST_SUMMARY_MAX), origin),
    })),
  };
}

export function vendorJsonLd(
  listing: ListingForSeo & { description: string | null },
  origin = siteOrigin(),
) {
  return {
    '@context': 'https://schema.org',
    ...localBusinessJsonLd(
      listing,
      summarize(listing.description, JSON_LD_DESCRIPTION_MAX),
      origin,
    ),
  };
}

/** '<Vendor> — <Category> in <City> | Perféte' */
export function vendorTitle(name: string, category: string | undefined, city: string | null) {
  const what = [category, city ? `in ${city}` : null].filter(Boolean).join(' ');
  return `${name}${what ? ` — ${what}` : ''} | ${SITE_NAME}`;
}
