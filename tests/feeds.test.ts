import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import {
  anonClient,
  loadSiteFunction,
  serviceClient,
  signedInClient,
  type SiteHandle,
} from './helpers.ts';
import { liveListing, member } from './vendor-helpers.ts';

/**
 * The sitemaps, RSS feeds and robots.txt the site function serves (issue #42,
 * src/site-function/feeds.ts), requested as a crawler or feed reader would, against the local
 * stack: well-formed, complete, and fresh — a story an admin publishes is in its sitemap and
 * feeds on the next request and gone once archived; a listing its vendor takes down leaves the
 * vendors' sitemap at once.
 */
const ORIGIN = 'http://perfete.test';
const REAL_WEDDINGS = (
  JSON.parse(readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8')) as {
    blogCategories: Record<string, string>;
  }
).blogCategories.realWeddings!;
const HOSTILE_TITLE = 'Vows </title><script>alert(1)</script> & “quotes” \u0007';

let handleSiteRequest: SiteHandle;

let service: SupabaseClient;
let admin: SupabaseClient;
const cleanup: { posts: string[]; listings: string[] } = { posts: [], listings: [] };

async function get(path: string, method = 'GET') {
  const response = await handleSiteRequest(new Request(`${ORIGIN}${path}`, { method }), {
    ASSETS: { fetch: async () => new Response('not used', { status: 500 }) },
    SUPABASE_URL: inject('supabaseUrl'),
    SUPABASE_ANON_KEY: inject('publishableKey'),
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** Parses XML strictly: a document that is not well-formed throws. */
function parseXml(xml: string): Document {
  return new JSDOM(xml, { contentType: 'application/xml' }).window.document;
}

async function xmlAt(path: string) {
  const { status, headers, body } = await get(path);
  expect(status, path).toBe(200);
  return { headers, document: parseXml(body), body };
}

const texts = (document: Document, tag: string) =>
  [...document.getElementsByTagName(tag)].map((node) => node.textContent ?? '');

/** Every address of every part of a kind, as the index names them. */
async function kindLocs(kind: string): Promise<string[]> {
  const index = await xmlAt('/sitemap.xml');
  const parts = texts(index.document, 'loc').filter((loc) =>
    loc.startsWith(`${ORIGIN}/sitemaps/${kind}-`),
  );
  const locs: string[] = [];
  for (const part of parts) {
    locs.push(...texts((await xmlAt(new URL(part).pathname)).document, 'loc'));
  }
  return locs;
}

const itemLinks = async (path: string) => texts((await xmlAt(path)).document, 'link').slice(1);

beforeAll(async () => {
  handleSiteRequest = await loadSiteFunction();
  service = serviceClient();
  admin = (await signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).client;
});

afterAll(async () => {
  if (cleanup.posts.length) await service.from('blog_posts').delete().in('id', cleanup.posts);
  if (cleanup.listings.length) await service.from('listings').delete().in('id', cleanup.listings);
});

describe('the sitemap index and its sitemaps', () => {
  it('the strict parser refuses malformed XML (so the checks below can fail)', () => {
    expect(() => parseXml('<urlset><url></urlset>')).toThrow();
  });

  it('the index names every kind, as XML cached like the pages', async () => {
    const { headers, document } = await xmlAt('/sitemap.xml');
    expect(headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(headers.get('Cache-Control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-/);
    expect(document.documentElement.localName).toBe('sitemapindex');
    const locs = texts(document, 'loc');
    for (const kind of ['pages', 'stories', 'writers', 'vendors', 'venues']) {
      expect(locs, kind).toContain(`${ORIGIN}/sitemaps/${kind}-1.xml`);
    }
    expect(locs).toContain(`${ORIGIN}/news-sitemap.xml`);
    // Every dated sitemap says when it last changed.
    expect(texts(document, 'lastmod').length).toBeGreaterThanOrEqual(4);
  });

  it('lists every public story, listing and writer, each dated, with its images', async () => {
    const anon = anonClient();
    const posts = await anon
      .from('blog_posts')
      .select('slug')
      .eq('status', 'published')
      .lte('published_at', new Date().toISOString());
    const listings = await anon.from('listings').select('url_name').eq('status', 'published');
    if (posts.error || listings.error) throw posts.error ?? listings.error;
    expect(posts.data.length).toBeGreaterThan(50);

    const stories = await kindLocs('stories');
    expect(new Set(stories).size).toBe(stories.length);
    expect(stories.sort()).toEqual(posts.data.map((post) => `${ORIGIN}/blog/${post.slug}`).sort());
    const directory = [...(await kindLocs('vendors')), ...(await kindLocs('venues'))];
    expect(directory.sort()).toEqual(
      listings.data.map((listing) => `${ORIGIN}/index/${listing.url_name}`).sort(),
    );
    expect(await kindLocs('writers')).toContain(`${ORIGIN}/writers/margaux-delacroix-hale`);

    for (const kind of ['stories', 'vendors', 'venues', 'writers']) {
      const { document } = await xmlAt(`/sitemaps/${kind}-1.xml`);
      const urls = document.getElementsByTagName('url');
      expect(document.getElementsByTagName('lastmod'), kind).toHaveLength(urls.length);
      expect(texts(document, 'lastmod')[0], kind).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
      const images = texts(document, 'image:loc');
      expect(images.length, kind).toBeGreaterThan(0);
      expect(images[0], kind).toMatch(/^https?:\/\//);
    }
  });

  it('the pages sitemap lists the fixed public pages, nothing private', async () => {
    const locs = texts((await xmlAt('/sitemaps/pages-1.xml')).document, 'loc');
    for (const path of ['/', '/blog', '/blog/real-weddings', '/index', '/venues', '/about']) {
      expect(locs).toContain(`${ORIGIN}${path}`);
    }
    expect(locs.some((loc) => /\/(admin|login|vendor-dashboard|preview)/.test(loc))).toBe(false);
  });

  it('a part past the last, or an unknown kind, is not found; HEAD has no body', async () => {
    expect((await get('/sitemaps/stories-99.xml')).status).toBe(404);
    expect((await get('/sitemaps/drafts-1.xml')).status).toBe(404);
    const head = await get('/sitemap.xml', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });
});

describe('robots.txt', () => {
  it('names the sitemap index and keeps crawlers out of private areas', async () => {
    const { status, headers, body } = await get('/robots.txt');
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(body.match(/^Sitemap:/gim)).toHaveLength(1);
    expect(body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(body).toContain('Disallow: /admin');
  });
});

describe('RSS', () => {
  it('the site feed: well-formed RSS 2.0, the newest stories, each with its image', async () => {
    // The newest story is this test's own, with a cover: other files publish stories without one
    // while this runs, and the feed's twenty newest may be all theirs.
    const slug = `feeds-cover-${randomUUID().slice(0, 12)}`;
    const created = await service
      .from('blog_posts')
      .insert({
        title: 'A Cover for the Feed',
        slug,
        status: 'published',
        published_at: new Date(Date.now() - 1000).toISOString(),
        category: REAL_WEDDINGS,
        featured_image: 'posts/feeds-cover-1600.webp',
      })
      .select('id')
      .single();
    if (created.error) throw created.error;
    cleanup.posts.push(created.data.id as string);
    const { headers, document } = await xmlAt('/rss.xml');
    expect(headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    const items = [...document.getElementsByTagName('item')];
    expect(items).toHaveLength(20);
    for (const item of items) {
      expect(item.getElementsByTagName('title')[0]?.textContent).toBeTruthy();
      const date = item.getElementsByTagName('pubDate')[0]?.textContent ?? '';
      expect(Number.isNaN(Date.parse(date))).toBe(false);
    }
    const own = items.find(
      (item) => item.getElementsByTagName('link')[0]?.textContent === `${ORIGIN}/blog/${slug}`,
    );
    expect(own, 'the newest story is in the feed').toBeDefined();
    const image = own!.getElementsByTagName('media:content')[0];
    expect(image, 'its cover').toBeDefined();
    expect(image!.getAttribute('url')).toMatch(/^https?:\/\//);
    expect(image!.getAttribute('medium')).toBe('image');
  });

  it('a section’s feed holds only its stories', async () => {
    const { document } = await xmlAt('/blog/real-weddings/rss.xml');
    expect(texts(document, 'title')[0]).toBe('Real Weddings — Perféte');
    const categories = texts(document, 'category');
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories)).toEqual(new Set(['Real Weddings']));
    expect((await get('/blog/no-such-section/rss.xml')).status).not.toBe(200);
  });
});

describe('fresh from the database', () => {
  it('a story an admin publishes is in its sitemap and feeds at once; archived, it leaves', async () => {
    const writer = await service
      .from('profiles')
      .select('id')
      .eq('slug', 'margaux-delacroix-hale')
      .single();
    if (writer.error) throw writer.error;
    const slug = `feeds-${randomUUID().slice(0, 12)}`;
    const created = await admin
      .from('blog_posts')
      .insert({
        title: HOSTILE_TITLE,
        slug,
        status: 'draft',
        category: REAL_WEDDINGS,
        excerpt: ']]> <b>bold</b> & more',
        featured_image: 'posts/feeds-cover-1600.webp',
        author_id: writer.data.id,
      })
      .select('id')
      .single();
    if (created.error) throw created.error;
    cleanup.posts.push(created.data.id as string);
    const url = `${ORIGIN}/blog/${slug}`;
    // A draft is in none of them.
    expect(await kindLocs('stories')).not.toContain(url);

    const published = await admin
      .from('blog_posts')
      .update({ status: 'published', published_at: new Date(Date.now() - 1000).toISOString() })
      .eq('id', created.data.id);
    if (published.error) throw published.error;

    expect(await kindLocs('stories')).toContain(url);
    expect(await itemLinks('/rss.xml')).toContain(url);
    expect(await itemLinks('/blog/real-weddings/rss.xml')).toContain(url);
    expect(await itemLinks('/weddings/rss.xml')).toContain(url);
    expect(await itemLinks('/blog/beauty/rss.xml')).not.toContain(url);
    const news = await xmlAt('/news-sitemap.xml');
    expect(texts(news.document, 'loc')).toContain(url);
    // Escaped, not obeyed: the title reads back as it was written (less what XML cannot hold).
    expect(texts(news.document, 'news:title')).toContain(HOSTILE_TITLE.replace('\u0007', ''));
    const feed = await xmlAt('/rss.xml');
    const item = [...feed.document.getElementsByTagName('item')].find(
      (node) => node.getElementsByTagName('link')[0]?.textContent === url,
    )!;
    expect(item.getElementsByTagName('title')[0]?.textContent).toBe(
      HOSTILE_TITLE.replace('\u0007', ''),
    );
    expect(item.getElementsByTagName('media:content')[0]?.getAttribute('url')).toContain(
      'feeds-cover-1600.webp',
    );

    const archived = await admin
      .from('blog_posts')
      .update({ status: 'archived' })
      .eq('id', created.data.id);
    if (archived.error) throw archived.error;

    expect(await kindLocs('stories')).not.toContain(url);
    expect(await itemLinks('/rss.xml')).not.toContain(url);
    expect(await itemLinks('/blog/real-weddings/rss.xml')).not.toContain(url);
    expect(texts((await xmlAt('/news-sitemap.xml')).document, 'loc')).not.toContain(url);
  });

  it('a listing its vendor takes down leaves the vendors’ sitemap at once', async () => {
    const vendor = await member('feeds-vendor');
    const { id, urlName } = await liveListing(vendor);
    cleanup.listings.push(id);
    const url = `${ORIGIN}/index/${urlName}`;
    expect(await kindLocs('vendors')).toContain(url);

    const down = await vendor.client.rpc('take_down_listing', { listing_id: id });
    if (down.error) throw down.error;
    expect(await kindLocs('vendors')).not.toContain(url);
  });
});
