import { PRIVATE_PREFIXES, ERRAND_PATHS } from './pages';

/**
 * robots.txt, served by the site function (./feeds.ts) so that it names the sitemap index on the
 * site's own origin: crawlers may go everywhere but the signed-in areas, the pages opened by a
 * private link and the one-visitor errands, the very paths the pages answer `noindex` for
 * (./pages.ts), so the two lists cannot drift apart.
 */
export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...[...PRIVATE_PREFIXES, ...ERRAND_PATHS].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
