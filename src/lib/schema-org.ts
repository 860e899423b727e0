import { PATHS } from '@/config/paths';
import { SEARCH_PARAM } from '@/config/search';
import { SITE_NAME } from '@/config/site';

/**
 * schema.org values every page's head shares, for the page's own head and the site function's
 * (src/site-function/pages.ts) alike, so that the two write the same.
 */

/** The raster logo (scripts/brand-logo.ts draws it from public/favicon.svg). */
export const LOGO_PATH = '/brand/logo-512.png';
export const LOGO_SIZE_PX = 512;

/**
 * A database time as ISO 8601 with its zone, to the second (`2026-11-25T07:51:00Z`), however
 * Postgres wrote it ("2026-11-25 07:51:00+00", "…07:51:00.123456+00:00"): what validators and
 * `article:published_time` expect. A value that is no time passes through unchanged.
 */
export function isoDateTime(value: string): string;
export function isoDateTime(value: string | null | undefined): string | undefined;
export function isoDateTime(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const normalized = value
    .trim()
    .replace(' ', 'T')
    .replace(/([+-]\d\d)$/, '$1:00');
  const time = new Date(normalized);
  if (Number.isNaN(time.getTime())) return value;
  return time.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The house as an Organization with its logo: the publisher of every Article. */
export function organizationJsonLd(origin: string) {
  return {
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${origin}/`,
    logo: {
      '@type': 'ImageObject',
      url: `${origin}${LOGO_PATH}`,
      width: LOGO_SIZE_PX,
      height: LOGO_SIZE_PX,
    },
  };
}

/** The site on `/`, with its search (/search?q=…) as a SearchAction. */
export function webSiteJsonLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: `${origin}/`,
    publisher: organizationJsonLd(origin),
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}${PATHS.search}?${SEARCH_PARAM}={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}
