import { handleSiteRequest, isFeedPath } from './handler';

/**
 * The Netlify Edge Function around the site function: `npm run build` bundles this file with all
 * it imports into `.netlify/v1/edge-functions/site.js` (scripts/lib/site-function-plugin.ts), which
 * Netlify deploys with the site (README, "The site function on Netlify").
 *
 * It runs for every GET or HEAD of a page path, and for the sitemaps, RSS feeds and robots.txt
 * (./feeds.ts), whatever the Accept header says: curl and many link unfurlers send the wildcard type, or no
 * Accept at all, and must get the page's own head and status as a browser does (issue #42). The
 * site's own files (scripts, fonts, images, index.html itself) are served as they are. The handler reads index.html through the CDN, so the headers of
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
  if (!reads || (FILE.test(pathname) && !isFeedPath(pathname))) return context.next();
  return handleSiteRequest(request, { ASSETS: { fetch: (asset) => fetch(asset) } });
}

export const config = {
  path: '/*',
  excludedPath: ['/assets/*', '/index.html'],
  // Netlify's CDN keeps the answer as its Cache-Control says (s-maxage, stale-while-revalidate).
  cache: 'manual',
};
