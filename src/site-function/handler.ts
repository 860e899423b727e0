import { SITE_NAME } from '@/config/site';
import { getEnv } from '@/lib/env';
import { isFeedPath, resolveFeed, type FeedOptions } from './feeds';
import { withPageFirstScreen } from './first-screen';
import { pageHtml } from './head';
import { resolvePage, type CachePolicy, type Rest } from './pages';

export { isFeedPath };

/**
 * THE site function (issue #30, docs/decisions.md "The site function at the edge"): every page
 * request (GET or HEAD, whatever its Accept header) gets the built index.html with that page's own head, its real status (404, 410) and its
 * first screen's data, read fresh from Supabase's REST API with the publishable (anon) key; the
 * sitemaps, RSS feeds and robots.txt are answered from the same reads (./feeds.ts, issue #42).
 * A plain web-standard handler: the Netlify Edge Function (./netlify.ts) and
 * the Vite dev and preview servers (scripts/lib/site-function-plugin.ts) mount this very code.
 */
export interface SiteFunctionEnv {
  /** Serves the build's static files; the handler asks it for /index.html. */
  ASSETS: { fetch(request: Request): Promise<Response> };
  /** The project's URL and anon key; the build's (VITE_SUPABASE_URL / _ANON_KEY) when not given. */
  SUPABASE_URL?: string;
  SUPABASE_ANON_KEY?: string;
}

/** How long a REST answer may take before the page is served without its head data. */
const REST_TIMEOUT_MS = 3000;

/**
 * Shared caches keep a page a minute and serve it stale for ten more while they fetch a fresh one;
 * a missing page (perhaps published in a moment) ten seconds; previews and signed-in pages never.
 * Browsers always ask again (max-age=0).
 */
export const CACHE_CONTROL: Record<CachePolicy | 'fallback', string> = {
  public: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  missing: 'public, max-age=0, s-maxage=10',
  private: 'private, no-store',
  fallback: 'no-store',
};

/** Headers of the static index.html that do not describe the page the function writes. */
const ASSET_ONLY_HEADERS = [
  'content-length',
  'content-encoding',
  'etag',
  'last-modified',
  'cache-control',
  'accept-ranges',
  'age',
];

function restClient(env: SiteFunctionEnv): Rest {
  const build = env.SUPABASE_URL && env.SUPABASE_ANON_KEY ? null : getEnv();
  const base = (env.SUPABASE_URL ?? build!.supabaseUrl).replace(/\/+$/, '');
  const key = env.SUPABASE_ANON_KEY ?? build!.supabaseAnonKey;
  const headers = { apikey: key, Authorization: `Bearer ${key}`, Accept: 'application/json' };
  const ask = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers: { ...headers, ...init.headers },
      signal: AbortSignal.timeout(REST_TIMEOUT_MS),
    });
    if (!response.ok) {
      throw Object.assign(new Error(`${path}: HTTP ${response.status}`), {
        status: response.status,
      });
    }
    return response;
  };
  const send = async (path: string, init: RequestInit = {}) =>
    (await ask(path, init)).json() as Promise<unknown>;
  return {
    get: (path) => send(path),
    getCounted: async (path, prefer) => {
      const response = await ask(path, { headers: { Prefer: prefer } });
      return {
        rows: (await response.json()) as unknown,
        range: response.headers.get('content-range'),
      };
    },
    rpc: (name, args) =>
      send(`/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(args),
      }),
  };
}

/**
 * Pages never kept by a shared cache (signed-in areas, pages opened by a private link) also say
 * `noindex` in a header, for crawlers that read no HTML head, as their head says it.
 */
function respond(
  asset: Response,
  body: string,
  status: number,
  cache: string,
  method: string,
  robots?: string,
): Response {
  const headers = new Headers(asset.headers);
  for (const name of ASSET_ONLY_HEADERS) headers.delete(name);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Cache-Control', cache);
  if (robots) headers.set('X-Robots-Tag', robots);
  return new Response(method === 'HEAD' ? null : body, { status, headers });
}

/**
 * A sitemap, feed or robots.txt (./feeds.ts): cached as the pages are; when the database does not
 * answer, 503 and kept nowhere, so crawlers and feed readers come back rather than read it empty.
 */
async function feedResponse(
  request: Request,
  url: URL,
  env: SiteFunctionEnv,
  options?: FeedOptions,
): Promise<Response | null> {
  if (!isFeedPath(url.pathname)) return null;
  try {
    const feed = (await resolveFeed(url, restClient(env), options))!;
    const headers = {
      'Content-Type': feed.contentType,
      'Cache-Control': CACHE_CONTROL[feed.status === 200 ? 'public' : 'missing'],
    };
    return new Response(request.method === 'HEAD' ? null : feed.body, {
      status: feed.status,
      headers,
    });
  } catch (error) {
    console.error('[site-function]', url.pathname, error);
    return new Response(request.method === 'HEAD' ? null : 'The database did not answer.\n', {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': CACHE_CONTROL.fallback,
        'Retry-After': '60',
      },
    });
  }
}

export async function handleSiteRequest(
  request: Request,
  env: SiteFunctionEnv,
  /** Only tests pass these (a small sitemap limit). */
  feedOptions?: FeedOptions,
): Promise<Response> {
  const url = new URL(request.url);
  const feed = await feedResponse(request, url, env, feedOptions);
  if (feed) return feed;
  const asset = await env.ASSETS.fetch(
    new Request(new URL('/index.html', url), { headers: { Accept: 'text/html' } }),
  );
  if (!asset.ok) return asset;
  const html = withPageFirstScreen(await asset.text(), url.pathname);
  try {
    const page = await resolvePage(url, restClient(env));
    const body = pageHtml(html, page.head, {
      origin: url.origin,
      siteName: SITE_NAME,
      data: page.data,
    });
    const robots = page.cache === 'private' ? (page.head.robots ?? 'noindex') : undefined;
    return respond(asset, body, page.status, CACHE_CONTROL[page.cache], request.method, robots);
  } catch (error) {
    // The database did not answer: the page as the build wrote it, which the app fills in itself.
    console.error('[site-function]', url.pathname, error);
    return respond(asset, html, 200, CACHE_CONTROL.fallback, request.method);
  }
}
