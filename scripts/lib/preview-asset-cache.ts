import type { Plugin } from 'vite';

/** Set by playwright.config.ts for the e2e build's `vite preview`. */
export const PREVIEW_ASSET_CACHE_ENV = 'PREVIEW_CACHE_ASSETS';

/**
 * With PREVIEW_CACHE_ASSETS=1, `vite preview` serves `/assets/*` (file names carry a hash of their
 * content) as `public, max-age=31536000, immutable` instead of sirv's `no-cache`. The e2e tests
 * walk several pages per test; with `no-cache` every `page.goto` asked again for each of the 50–80
 * chunks a page loads (a 304 each), and Chromium and the preview server did that work on every
 * page. Nothing else changes: index.html, the site function's pages and `_headers` are as before,
 * each test's browser context starts with an empty cache, and a test that routes requests
 * (`page.route`) runs without the cache, as Playwright always does. `npm run perf` does not set it.
 */
export function previewAssetCache(): Plugin {
  return {
    name: 'perfete:preview-asset-cache',
    configurePreviewServer(server) {
      if (process.env[PREVIEW_ASSET_CACHE_ENV] !== '1') return;
      server.middlewares.use((request, response, next) => {
        // sirv keeps a header already set on the response.
        if (request.url?.startsWith('/assets/'))
          response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        next();
      });
    },
  };
}
