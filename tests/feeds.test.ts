import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildRss, generateFeeds, STATIC_ROUTES, type FeedPost } from '../scripts/feeds.ts';
import { anonClient } from './helpers.ts';

/**
 * The feeds `npm run build` writes (scripts/feeds.ts), generated from the seeded test stack and
 * checked as a crawler would read them: well-formed XML listing every public post and listing.
 */
const SITE = 'https://perfete.example';
let outDir: string;

/** Parses XML strictly: a document that is not well-formed throws. */
function parseXml(xml: string): Document {
  return new JSDOM(xml, { contentType: 'application/xml' }).window.document;
}

beforeAll(async () => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'perfete-feeds-'));
  writeFileSync(
    path.join(outDir, 'robots.txt'),
    'User-agent: *\nDisallow: /admin\nSitemap: https://old.example/sitemap.xml\n',
  );
  await generateFeeds({
    supabaseUrl: inject('supabaseUrl'),
    publishableKey: inject('publishableKey'),
    siteUrl: SITE,
    outDir,
  });
});

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
});

async function publicContent() {
  const client = anonClient();
  const posts = await client
    .from('blog_posts')
    .select('slug,published_at,profile:profiles!blog_posts_author_id_fkey(slug)')
    .eq('status', 'published')
    .order('published_at', { ascending: false });
  const listings = await client.from('listings').select('url_name').eq('status', 'published');
  if (posts.error || listings.error) throw posts.error ?? listings.error;
  // The untyped client reads an embed as a list; PostgREST answers one object (a to-one key).
  const slugOf = (profile: unknown) => (profile as { slug: string | null } | null)?.slug ?? [];
  const writers = new Set(posts.data.flatMap((post) => slugOf(post.profile)));
  return { posts: posts.data, listings: listings.data, writers: [...writers] };
}

describe('feeds', () => {
  it('the strict parser refuses malformed XML (so the checks below can fail)', () => {
    expect(() => parseXml('<urlset><url></urlset>')).toThrow();
  });

  it('sitemap.xml is well-formed and lists every public route, published post, listing and writer', async () => {
    const { posts, listings, writers } = await publicContent();
    expect(writers.length).toBeGreaterThanOrEqual(8);
    expect(posts.length).toBeGreaterThan(50);
    expect(listings.length).toBeGreaterThan(20);

    const document = parseXml(readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8'));
    expect(document.documentElement.localName).toBe('urlset');
    expect(document.documentElement.namespaceURI).toBe(
      'http://www.sitemaps.org/schemas/sitemap/0.9',
    );
    const locations = [...document.getElementsByTagName('loc')].map((node) => node.textContent);
    expect(new Set(locations).size).toBe(locations.length);
    expect(locations).toEqual(
      expect.arrayContaining([
        ...STATIC_ROUTES.map((route) => `${SITE}${route}`),
        ...posts.map((post) => `${SITE}/blog/${post.slug}`),
        ...listings.map((listing) => `${SITE}/index/${listing.url_name}`),
        ...writers.map((slug) => `${SITE}/writers/${slug}`),
      ]),
    );
    expect(locations).toContain(`${SITE}/writers/margaux-delacroix-hale`);
    expect(locations).toHaveLength(
      STATIC_ROUTES.length + posts.length + listings.length + writers.length,
    );
    // Nothing private: no drafts, sign-in or admin pages.
    expect(locations).not.toContain(`${SITE}/blog/the-guest-experience-checklist`);
    expect(locations.some((loc) => /\/(admin|login|vendor-dashboard)/.test(loc ?? ''))).toBe(false);
  });

  it('rss.xml is well-formed RSS 2.0 with the newest published posts', async () => {
    const { posts } = await publicContent();
    const document = parseXml(readFileSync(path.join(outDir, 'rss.xml'), 'utf8'));
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    const items = [...document.getElementsByTagName('item')];
    expect(items).toHaveLength(20);
    const links = items.map((item) => item.getElementsByTagName('link')[0]?.textContent);
    expect(links).toEqual(posts.slice(0, 20).map((post) => `${SITE}/blog/${post.slug}`));
    for (const item of items) {
      expect(item.getElementsByTagName('title')[0]?.textContent).toBeTruthy();
      expect(
        Number.isNaN(Date.parse(item.getElementsByTagName('pubDate')[0]?.textContent ?? '')),
      ).toBe(false);
    }
  });

  it('robots.txt keeps public/robots.txt and points at the sitemap', () => {
    const robots = readFileSync(path.join(outDir, 'robots.txt'), 'utf8');
    expect(robots).toContain('Disallow: /admin');
    expect(robots.match(/^Sitemap:/gim)).toHaveLength(1);
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('stays well-formed whatever a title holds', () => {
    const hostile: FeedPost = {
      slug: 'x',
      title: '</title><script>alert(1)</script> & “quotes” \u0000\u0007',
      excerpt: ']]><x>',
      featured_image: 'javascript:alert(1)',
      author: '<b>',
      published_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      category_ref: { name: 'A & B' },
      profile: null,
    };
    const document = parseXml(buildRss(SITE, 'http://127.0.0.1:1', [hostile], new Date()));
    const item = document.getElementsByTagName('item')[0]!;
    expect(item.getElementsByTagName('title')[0]?.textContent).toBe(
      '</title><script>alert(1)</script> & “quotes” ',
    );
    expect(item.getElementsByTagName('media:content')).toHaveLength(0);
  });

  it('fails with a clear message when the database is unreachable', async () => {
    await expect(
      generateFeeds({
        supabaseUrl: 'http://127.0.0.1:9',
        publishableKey: 'x',
        siteUrl: SITE,
        outDir,
      }),
    ).rejects.toThrow(/database at http:\/\/127\.0\.0\.1:9 is unreachable/);
  });
});
