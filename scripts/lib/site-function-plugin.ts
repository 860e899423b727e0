import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  build,
  createServer,
  type Connect,
  type Plugin,
  type ResolvedConfig,
  type ViteDevServer,
} from 'vite';
import { markdownPages } from './markdown-pages.ts';

/**
 * Mounts the site function (src/site-function/handler.ts, issue #30) in `vite` (dev) and
 * `vite preview`, so that `npm run dev`, `npm run preview` and every e2e test get their pages
 * exactly as the edge serves them: the page's own head, its status, its first-screen data.
 *
 * The handler is the same module the Netlify Edge Function bundles, loaded through Vite (its `@/`
 * imports and the build's `import.meta.env`). Only page requests reach it: GET or HEAD for a path
 * without a file extension outside Vite's own, whatever the Accept header says (curl and link
 * unfurlers send the wildcard type or none: issue #42); and the sitemaps, feeds and robots.txt it serves.
 */

const HANDLER = '/src/site-function/handler.ts';
/** The Netlify wrapper, and where Netlify's build takes generated edge functions from. */
const NETLIFY_ENTRY = 'src/site-function/netlify.ts';
export const EDGE_FUNCTIONS_DIR = '.netlify/v1/edge-functions';
/** The handler's signature (src/site-function/handler.ts, which this Node project does not compile). */
interface SiteFunctionEnv {
  ASSETS: { fetch(request: Request): Promise<Response> };
}
type Handle = (request: Request, env: SiteFunctionEnv) => Promise<Response>;
/** What the plugin uses of the handler's module. */
interface SiteFunction {
  handleSiteRequest: Handle;
  /** The sitemaps, feeds and robots.txt the function serves (src/site-function/feeds.ts). */
  isFeedPath(pathname: string): boolean;
}

/** Vite's own requests and files: never pages. */
const NOT_A_PAGE = /^\/(@|src\/|node_modules\/|assets\/|__)|\.[a-z0-9]+$/i;
/** Paths the function may answer whatever the Accept header (it decides: `isFeedPath`). */
const MAYBE_FEED = /^\/[a-z0-9/-]*\.(xml|txt)$/;

/** A GET or HEAD for a sitemap, a feed or robots.txt, perhaps: the handler's module decides. */
function mayBeFeed(request: IncomingMessage): boolean {
  const pathname = (request.url ?? '/').split('?')[0]!;
  return (request.method === 'GET' || request.method === 'HEAD') && MAYBE_FEED.test(pathname);
}

/** The dev client's liveness check (a fetch of `/` Vite answers itself). */
const VITE_PING = 'text/x-vite-ping';

export function isPageRequest(request: IncomingMessage): boolean {
  const pathname = (request.url ?? '/').split('?')[0]!;
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.headers.accept !== VITE_PING &&
    !NOT_A_PAGE.test(pathname)
  );
}

/** A Node request as a web Request on `origin`. */
function webRequest(request: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(new URL(request.url ?? '/', origin), { method: request.method, headers });
}

/**
 * Writes the function's answer, gzipped when the client takes gzip, as a host's CDN compresses
 * the edge's HTML (and `vite preview` its files): without it, every page's HTML weighed four
 * times its size in the perf runs and the e2e suite.
 */
export async function send(
  request: IncomingMessage,
  response: ServerResponse,
  answer: Response,
): Promise<void> {
  response.statusCode = answer.status;
  answer.headers.forEach((value, name) => response.setHeader(name, value));
  let body = Buffer.from(await answer.arrayBuffer());
  if (body.length > 0 && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    body = gzipSync(body);
    response.setHeader('Content-Encoding', 'gzip');
    const vary = answer.headers.get('Vary');
    response.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
  if (body.length > 0) response.setHeader('Content-Length', body.length);
  response.end(body);
}

function middleware(
  load: () => Promise<SiteFunction>,
  indexHtml: (url: string) => Promise<string>,
): Connect.NextHandleFunction {
  return (request, response, next) => {
    const page = isPageRequest(request);
    if (!page && !mayBeFeed(request)) return next();
    const origin = `http://${request.headers.host ?? 'localhost'}`;
    const assets: SiteFunctionEnv['ASSETS'] = {
      fetch: async () =>
        new Response(await indexHtml(request.url ?? '/'), {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        }),
    };
    load()
      .then(async (site) => {
        if (!page && !site.isFeedPath((request.url ?? '/').split('?')[0]!)) return next();
        const answer = await site.handleSiteRequest(webRequest(request, origin), {
          ASSETS: assets,
        });
        await send(request, response, answer);
      })
      .catch(next);
  };
}

const loadFrom = (server: ViteDevServer) => async () =>
  (await server.ssrLoadModule(HANDLER)) as SiteFunction;

export function siteFunction(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'perfete:site-function',
    configResolved(resolved) {
      config = resolved;
    },
    /**
     * A production build also bundles the site function for Netlify (one self-contained module,
     * the build's environment in it); test builds (other modes) do not need it.
     */
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr || config.mode !== 'production') return;
      await build({
        configFile: false,
        // The app's information pages are Markdown rendered by the build.
        plugins: [markdownPages()],
        root: config.root,
        mode: config.mode,
        envPrefix: config.envPrefix,
        resolve: { alias: config.resolve.alias },
        logLevel: 'warn',
        ssr: { noExternal: true, target: 'webworker' },
        build: {
          ssr: NETLIFY_ENTRY,
          outDir: EDGE_FUNCTIONS_DIR,
          emptyOutDir: true,
          copyPublicDir: false,
          rolldownOptions: { output: { entryFileNames: 'site.js' } },
        },
      });
    },
    configureServer(server) {
      const indexHtml = async (url: string) =>
        server.transformIndexHtml(
          url,
          await readFile(path.join(config.root, 'index.html'), 'utf8'),
        );
      // Before Vite's own index.html handling (a hook that returns nothing runs first).
      server.middlewares.use(middleware(loadFrom(server), indexHtml));
    },
    configurePreviewServer(server) {
      // The preview has no module graph: a bare Vite server (same root, mode and aliases) loads
      // the handler, once, on the first page request.
      let loaded: Promise<SiteFunction> | undefined;
      const load = () =>
        (loaded ??= createServer({
          configFile: false,
          // The app's information pages are Markdown rendered by the build.
          plugins: [markdownPages()],
          root: config.root,
          mode: config.mode,
          envPrefix: config.envPrefix,
          resolve: { alias: config.resolve.alias },
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
        }).then((loader) => {
          server.httpServer.once('close', () => void loader.close());
          return loadFrom(loader)();
        }));
      const built = path.resolve(config.root, config.build.outDir, 'index.html');
      server.middlewares.use(middleware(load, () => readFile(built, 'utf8')));
    },
  };
}
