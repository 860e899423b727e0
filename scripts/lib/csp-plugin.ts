import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * The site's Content Security Policy (docs/decisions.md, "Content Security Policy"), written with
 * the build to `_headers` (the Netlify / Cloudflare Pages file a static host applies; README's
 * deploy section says how other hosts take it) and served by `vite preview`, so that every e2e page
 * runs under it. Inline scripts are allowed by hash, computed from the final index.html (the
 * first-screen script changes with the components it renders): never `'unsafe-inline'`.
 */

export const HEADERS_FILE = '_headers';
const CSP_HEADER = 'Content-Security-Policy';
/** An inline script: a <script> with no src attribute (group 1 its attributes, 2 its text). */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
/** A data block (JSON, JSON-LD): never run, so not the policy's to allow (the site function writes them). */
const DATA_BLOCK = /\btype=["']?application\/(ld\+)?json/i;
/** Film embeds a post may carry (src/features/posts/lib/embed.ts), loaded when the reader asks. */
const EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/** The sha256 source of each inline script of `html`, in document order. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter((match) => !DATA_BLOCK.test(match[1] ?? ''))
    .map((match) => match[2] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/**
 * The backend's Realtime socket (issue #43) as a connect-src source: the ws: (locally) or wss:
 * (hosted) twin of the backend's origin, limited to the socket's path (a source with a path
 * matches that path only; the query, where the API key rides, is not part of the match).
 */
export function realtimeSocketSource(supabaseUrl: string): string {
  const url = new URL(supabaseUrl);
  const scheme = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${url.host}/realtime/v1/websocket`;
}

/** The policy for a build whose index.html is `html` and whose backend is `supabaseUrl`. */
export function contentSecurityPolicy(html: string, supabaseUrl: string): string {
  const backend = new URL(supabaseUrl).origin;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // pica (image resizing before upload) compiles its WebAssembly: that, not eval, is allowed.
    'script-src': ["'self'", ...inlineScriptHashes(html), "'wasm-unsafe-eval'"],
    // pica resizes in a worker it starts from a blob: URL.
    'worker-src': ["'self'", 'blob:'],
    // REST, Auth and Storage (uploads included), and the Realtime socket on its one path. One
    // policy for every path: the SPA moves from a public page to the dashboard without loading a
    // document, so a socket allowed per page would be refused after a client-side sign-in. Public
    // pages open none all the same (only signed-in pages and a shared list subscribe).
    'connect-src': ["'self'", backend, realtimeSocketSource(supabaseUrl)],
    'img-src': ["'self'", 'data:', 'blob:', backend],
    'media-src': ["'self'", 'blob:', backend],
    'font-src': ["'self'"],
    // Radix's scroll lock and Tiptap add <style> elements: styles, unlike scripts, run nothing.
    'style-src': ["'self'", "'unsafe-inline'"],
    'frame-src': EMBED_ORIGINS,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** `_headers`: every path gets the policy. */
export function headersFile(policy: string): string {
  return `/*\n  ${CSP_HEADER}: ${policy}\n`;
}

/** The headers `_headers` gives every path (`/*`), as the preview server applies them. */
export function readHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAllPaths = false;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAllPaths = line.trim() === '/*';
      continue;
    }
    const colon = line.indexOf(':');
    if (inAllPaths && colon > 0)
      headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

export function contentSecurityPolicyPlugin(): Plugin {
  let config: ResolvedConfig;
  const outDir = () => path.resolve(config.root, config.build.outDir);
  return {
    name: 'perfete:content-security-policy',
    configResolved(resolved) {
      config = resolved;
    },
    // After every plugin has had index.html (the first screen's script is added in 'post').
    writeBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') throw new Error('The build wrote no index.html');
      const html =
        typeof page.source === 'string' ? page.source : Buffer.from(page.source).toString();
      const supabaseUrl = config.env.VITE_SUPABASE_URL as string | undefined;
      if (!supabaseUrl) throw new Error('VITE_SUPABASE_URL is needed for the connect-src policy');
      writeFileSync(
        path.join(outDir(), HEADERS_FILE),
        headersFile(contentSecurityPolicy(html, supabaseUrl)),
      );
    },
    configurePreviewServer(server) {
      const file = path.join(outDir(), HEADERS_FILE);
      if (!existsSync(file)) throw new Error(`${file} is missing: build before previewing`);
      const headers = readHeadersFile(readFileSync(file, 'utf8'));
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        next();
      });
    },
  };
}
