// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolveFeed, type FeedOptions } from './feeds';
import type { Rest } from './pages';
import { xmlEscape } from './xml';

const ORIGIN = 'https://perfete.test';

/** A REST stand-in: `count` listings (and nothing else), paged as PostgREST pages. */
function fakeRest(count: number) {
  const asked: string[] = [];
  const listings = Array.from({ length: count }, (_, i) => ({
    url_name: `vendor-${String(i).padStart(3, '0')}`,
    name: `Vendor ${i}`,
    image_url: i % 2 === 0 ? `listings/${i}/cover-1200.webp` : null,
    headshot_url: null,
    updated_at: '2026-11-25 07:51:00+00',
  }));
  const answer = (path: string) => {
    asked.push(path);
    const url = new URL(path, 'http://rest.invalid');
    const rows = url.pathname.endsWith('/listings') && url.search.includes('neq.') ? listings : [];
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? rows.length);
    if (offset > 0 && offset >= rows.length) {
      throw Object.assign(new Error(`${path}: HTTP 416`), { status: 416 });
    }
    const page = rows.slice(offset, offset + limit);
    const range = page.length ? `${offset}-${offset + page.length - 1}` : '*';
    return { rows: page, range: `${range}/${rows.length}` };
  };
  const rest: Rest = {
    get: async (path) => answer(path).rows,
    getCounted: async (path) => answer(path),
    rpc: async () => null,
  };
  return { rest, asked };
}

async function document(path: string, count: number, options: FeedOptions) {
  const { rest, asked } = fakeRest(count);
  const answer = await resolveFeed(new URL(`${ORIGIN}${path}`), rest, options);
  const locs = [...(answer?.body ?? '').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  return { answer, locs, asked };
}

describe('sitemaps split at the URL limit', () => {
  const options = { urlLimit: 5, pageSize: 2 };

  it('the index names one part per limit of each kind, and every other sitemap once', async () => {
    const { locs } = await document('/sitemap.xml', 12, options);
    const vendors = locs.filter((loc) => loc?.includes('/sitemaps/vendors-'));
    expect(vendors).toEqual([1, 2, 3].map((n) => `${ORIGIN}/sitemaps/vendors-${n}.xml`));
    // An empty kind keeps its one (empty) sitemap.
    expect(locs).toContain(`${ORIGIN}/sitemaps/venues-1.xml`);
    expect(locs).toContain(`${ORIGIN}/sitemaps/pages-1.xml`);
    expect(locs).toContain(`${ORIGIN}/news-sitemap.xml`);
  });

  it('each part holds its own rows, read a page at a time; together, all of them once', async () => {
    const seen: string[] = [];
    for (const part of [1, 2, 3]) {
      const { answer, locs, asked } = await document(`/sitemaps/vendors-${part}.xml`, 12, options);
      expect(answer?.status).toBe(200);
      expect(locs.length).toBe(part < 3 ? 5 : 2);
      // At most ceil(5 / 2) requests, never past the part's last row.
      expect(asked.length).toBeLessThanOrEqual(3);
      seen.push(...(locs as string[]));
    }
    expect(seen).toEqual(
      Array.from({ length: 12 }, (_, i) => `${ORIGIN}/index/vendor-${String(i).padStart(3, '0')}`),
    );
  });

  it('a part past the last is not found, whether PostgREST counts it or refuses it', async () => {
    expect((await document('/sitemaps/vendors-4.xml', 12, options)).answer?.status).toBe(404);
    expect((await document('/sitemaps/vendors-2.xml', 5, options)).answer?.status).toBe(404);
    expect((await document('/sitemaps/vendors-1.xml', 0, options)).answer?.status).toBe(200);
    expect((await document('/sitemaps/nope-1.xml', 0, options)).answer?.status).toBe(404);
    expect((await document('/sitemaps/constructor-1.xml', 0, options)).answer?.status).toBe(404);
  });

  it('at the real limit, 50,000 addresses are one sitemap', async () => {
    const { locs } = await document('/sitemap.xml', 50_000, {});
    expect(locs.filter((loc) => loc?.includes('/sitemaps/vendors-'))).toHaveLength(1);
    const over = await document('/sitemap.xml', 50_001, {});
    expect(over.locs.filter((loc) => loc?.includes('/sitemaps/vendors-'))).toHaveLength(2);
  });

  it('dates in W3C form, images absolute', async () => {
    const { answer } = await document('/sitemaps/vendors-1.xml', 2, options);
    expect(answer?.body).toContain('<lastmod>2026-11-25T07:51:00Z</lastmod>');
    expect(answer?.body).toMatch(
      /<image:image><image:loc>https?:\/\/[^<]+cover-1200\.webp<\/image:loc>/,
    );
  });
});

describe('paths that are not feeds', () => {
  it('are left to the pages', async () => {
    const { rest } = fakeRest(0);
    for (const path of ['/blog', '/sitemap', '/nope/rss.xml', '/sitemaps/vendors-0.xml']) {
      expect(await resolveFeed(new URL(`${ORIGIN}${path}`), rest), path).toBeNull();
    }
  });
});

describe('xmlEscape', () => {
  it('escapes markup and drops what XML cannot hold', () => {
    expect(xmlEscape(`<a href="x">'&'</a>\u0000\u0007`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
