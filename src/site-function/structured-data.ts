import type { JsonLd } from './head';

/**
 * schema.org data of a page's head, from the rows the page's own requests return
 * (src/first-screen/requests.ts). A listing's come from the directory's own builders
 * (src/features/listings/lib/seo.ts), so that the edge and the page write the same values.
 */

/** The fields of a story row (POST_DETAIL_SELECT) the head reads. */
export interface PostRow {
  title: string;
  slug: string;
  excerpt: string | null;
  featured_image: string | null;
  featured_image_alt?: string | null;
  social_image?: string | null;
  author: string | null;
  published_at: string | null;
  updated_at: string;
  seo_title: string | null;
  seo_description: string | null;
  category_ref: { name: string } | null;
  profile: { full_name: string | null; slug?: string | null } | null;
}

/** The fields of a listing row (a vendor page's, or a card's) the head reads. */
export interface ListingRow {
  id: string;
  name: string;
  url_name: string;
  description: string | null;
  summary: string | null;
  image_url: string | null;
  headshot_url: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  business_category_id?: string;
  category?: { name: string } | null;
}

const CONTEXT = 'https://schema.org';

/** Home › … › this page. */
export function breadcrumbJsonLd(
  origin: string,
  crumbs: readonly { name: string; path: string }[],
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}
