import { handleSiteRequest, isFeedPath } from './handler';

/**
 * The Netlify Edge Function around the site function: `npm run build` bundles this file with all
 * it imports into `.netlify/v1/edge-functions/site.js` (scripts/lib/site-function-plugin.ts), which
 * Netlify deploys with the site (README, "The site function on Netlify").
 *
 * It runs for page paths, and for the sitemaps, RSS feeds and robots.txt (./feeds.ts) whatever
 * the Accept header; the site's own files (scripts, fonts, images, index.html itself) are served
 * as they are. The handler reads index.html through the CDN, so the headers of
 * `_headers` (the Content Security Policy) come with it.
 */
interface NetlifyContext {
  next(): Promise<Response>;
}

/** A file of the build: a name with an extension in the last segment. */
const FILE = /\.[a-z0-9]+$/i;

export default async function site(request: Request, context: NetlifyContext): Promise<Response> {
  const { pathname } = new URL(request.url);
  const reads = request.method === 'GET' || request.method === 'HEAD';
  const wantsPage =
    reads && !FILE.test(pathname) && (request.headers.get('Accept') ?? '').includes('text/html');
  if (!wantsPage && !(reads && isFeedPath(pathname))) return context.next();
  return handleSiteRequest(request, { ASSETS: { fetch: (asset) => fetch(asset) } });
}

export const config = {
  path: '/*',
  excludedPath: ['/assets/*', '/index.html'],
  // Netlify's CDN keeps the answer as its Cache-Control says (s-maxage, stale-while-revalidate).
  cache: 'manual',
};
