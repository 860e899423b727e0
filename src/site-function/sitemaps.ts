import { isoTime, textElement, xmlDocument } from './xml';

/**
 * The sitemap documents (sitemaps.org 0.9, Google's image and news extensions), pure: rows in,
 * XML out. What goes in them, and from which request, is ./feeds.ts.
 */

/** The protocol's limit of addresses in one sitemap (and of sitemaps in an index). */
export const SITEMAP_URL_LIMIT = 50_000;
/** Google News reads at most this many addresses from a news sitemap. */
export const NEWS_URL_LIMIT = 1000;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';

export interface SitemapUrl {
  /** Absolute. */
  loc: string;
  /** When the page last changed (an ISO time). */
  lastmod?: string;
  /** Absolute image addresses shown on the page. */
  images?: readonly string[];
  /** For the news sitemap: the story's headline and publication time. */
  news?: { title: string; published: string };
}

/** How many sitemaps `count` addresses need at `limit` each (an empty kind still has its one). */
export function partCount(count: number, limit = SITEMAP_URL_LIMIT): number {
  return Math.max(1, Math.ceil(count / limit));
}

/** The rows (first and last, inclusive) of part `part` (1-based). */
export function partRows(part: number, limit = SITEMAP_URL_LIMIT): { from: number; to: number } {
  return { from: (part - 1) * limit, to: part * limit - 1 };
}

function urlEntry(url: SitemapUrl, publication: string): string {
  const lastmod = url.lastmod ? isoTime(url.lastmod) : undefined;
  return [
    '  <url>',
    `    ${textElement('loc', url.loc)}`,
    lastmod ? `    ${textElement('lastmod', lastmod)}` : '',
    ...(url.images ?? []).map(
      (image) => `    <image:image>${textElement('image:loc', image)}</image:image>`,
    ),
    url.news
      ? [
          '    <news:news>',
          `      <news:publication>${textElement('news:name', publication)}${textElement('news:language', 'en')}</news:publication>`,
          `      ${textElement('news:publication_date', isoTime(url.news.published) ?? url.news.published)}`,
          `      ${textElement('news:title', url.news.title)}`,
          '    </news:news>',
        ].join('\n')
      : '',
    '  </url>',
  ]
    .filter(Boolean)
    .join('\n');
}

/** A `<urlset>`: the addresses with their dates, images and (news sitemap) publication. */
export function urlset(urls: readonly SitemapUrl[], publication: string): string {
  const news = urls.some((url) => url.news) ? ` xmlns:news="${NEWS_NS}"` : '';
  return xmlDocument([
    `<urlset xmlns="${SITEMAP_NS}" xmlns:image="${IMAGE_NS}"${news}>`,
    ...urls.map((url) => urlEntry(url, publication)),
    '</urlset>',
  ]);
}

/** A `<sitemapindex>` naming each sitemap, with the latest change in it when known. */
export function sitemapIndex(entries: readonly { loc: string; lastmod?: string }[]): string {
  return xmlDocument([
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...entries.map(({ loc, lastmod }) => {
      const time = lastmod ? isoTime(lastmod) : undefined;
      return `  <sitemap>${textElement('loc', loc)}${time ? textElement('lastmod', time) : ''}</sitemap>`;
    }),
    '</sitemapindex>',
  ]);
}
