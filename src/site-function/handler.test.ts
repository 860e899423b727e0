// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { handleSiteRequest } from './handler';

const TOKEN = 'f'.repeat(64);
const INDEX = '<html><head><title>Perféte</title></head><body><div id="root"></div></body></html>';

/** The handler as the edge runs it; a page opened by a private link asks the database nothing. */
async function served(path: string) {
  const response = await handleSiteRequest(
    new Request(`https://perfete.test${path}`, { headers: { Accept: 'text/html' } }),
    {
      ASSETS: { fetch: async () => new Response(INDEX, { headers: { 'Cache-Control': 'x' } }) },
      SUPABASE_URL: 'http://127.0.0.1:1',
      SUPABASE_ANON_KEY: 'anon',
    },
  );
  return { headers: response.headers, html: await response.text() };
}

describe('pages opened by a private link', () => {
  it.each([`/review/${TOKEN}`, `/preview/${TOKEN}`, `/review/${TOKEN}/`])(
    '%s: private, never stored, noindex in header and head, the token in no tag',
    async (path) => {
      const { headers, html } = await served(path);
      expect(headers.get('Cache-Control')).toBe('private, no-store');
      expect(headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow" data-edge>');
      expect(html).not.toContain('canonical');
      expect(html).not.toContain('og:url');
      expect(html).not.toContain(TOKEN);
    },
  );
});

/** A request of any Accept (a crawler's), with the database out of reach. */
const unreachable = (path: string) =>
  handleSiteRequest(new Request(`https://perfete.test${path}`), {
    ASSETS: { fetch: async () => new Response(INDEX) },
    SUPABASE_URL: 'http://127.0.0.1:1',
    SUPABASE_ANON_KEY: 'anon',
  });

describe('sitemaps and feeds when the database does not answer', () => {
  it.each(['/sitemap.xml', '/rss.xml', '/sitemaps/stories-1.xml'])(
    '%s: 503, kept by no cache, so crawlers come back rather than read it empty',
    async (path) => {
      const response = await unreachable(path);
      expect(response.status).toBe(503);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(response.headers.get('Retry-After')).toBe('60');
    },
  );

  it('robots.txt and the pages’ sitemap ask it nothing', async () => {
    for (const path of ['/robots.txt', '/sitemaps/pages-1.xml']) {
      const response = await unreachable(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('https://perfete.test/');
    }
  });
});
