import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { anonClient, loadSiteFunction, serviceClient, type SiteHandle } from './helpers.ts';

/** The fixed category ids (read as data: Node's type-checking of JSON imports differs from Vite's). */
const BUSINESS_CATEGORY_IDS = (
  JSON.parse(readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8')) as {
    businessCategories: Record<string, string>;
  }
).businessCategories;

/**
 * The site function (#30) as a share crawler meets it: a request that runs no JavaScript, against
 * the local stack. Each page's HTML carries its own title, description, canonical, Open Graph,
 * Twitter card and JSON-LD; unknown pages answer 404 and archived ones 410, at once.
 */
const ORIGIN = 'http://perfete.test';
const INDEX_HTML = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
const FRESH = 'zz-edge-fresh-story';
const ARCHIVED = 'zz-edge-archived-story';
const ARCHIVED_LISTING = 'zz-edge-archived-listing';
const MARKUP_TITLE = 'She said "yes" <b>twice</b> & more';

let handleSiteRequest: SiteHandle;

let service: SupabaseClient;
let story: { slug: string; title: string };
let vendor: { url_name: string; name: string };
let venue: { url_name: string; name: string };

async function page(path: string) {
  const response = await handleSiteRequest(
    new Request(`${ORIGIN}${path}`, { headers: { Accept: 'text/html' } }),
    {
      ASSETS: {
        fetch: async () => new Response(INDEX_HTML, { headers: { 'Content-Type': 'text/html' } }),
      },
      SUPABASE_URL: inject('supabaseUrl'),
      SUPABASE_ANON_KEY: inject('publishableKey'),
    },
  );
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** Text as the head escapes it in an element or an attribute. */
const asHtmlText = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

/** The first screen's answers the page carries (src/first-screen/requests.ts), by request path. */
function embeddedData(html: string): Record<string, unknown> {
  const block = /<script type="application\/json" id="perfete-data">([\s\S]*?)<\/script>/.exec(
    html,
  );
  return block ? (JSON.parse(block[1]!) as Record<string, unknown>) : {};
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** The head every shareable page must have, with its own values. */
function expectCard(html: string, { title, path }: { title: string; path: string }) {
  expect(html).toContain(`<title>${title}</title>`);
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(metaContent(html, 'description')?.length).toBeGreaterThan(20);
  expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}" data-edge>`);
  expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}${path}`);
  expect(metaContent(html, 'og:title')).toBeTruthy();
  expect(metaContent(html, 'og:description')).toBe(metaContent(html, 'description'));
  expect(metaContent(html, 'og:site_name')).toBe('Perféte');
  expect(metaContent(html, 'twitter:card')).toMatch(/^summary(_large_image)?$/);
  expect(metaContent(html, 'robots')).toBeUndefined();
  expect(jsonLd(html).length).toBeGreaterThan(0);
}

beforeAll(async () => {
  handleSiteRequest = await loadSiteFunction();
  service = serviceClient();
  await service.from('blog_posts').delete().in('slug', [FRESH, ARCHIVED]);
  await service.from('listings').delete().eq('url_name', ARCHIVED_LISTING);
  const posts = await service
    .from('blog_posts')
    .select('slug,title')
    .eq('status', 'published')
    .not('featured_image', 'is', null)
    .lte('published_at', new Date().toISOString())
    .limit(1)
    .single();
  if (posts.error) throw posts.error;
  story = posts.data;
  // As visitors see them (RLS), a vendor and a venue.
  const visible = () =>
    anonClient().from('listings').select('url_name,name').eq('status', 'published').limit(1);
  const vendors = await visible().neq('business_category_id', BUSINESS_CATEGORY_IDS.venue).single();
  const venues = await visible().eq('business_category_id', BUSINESS_CATEGORY_IDS.venue).single();
  if (vendors.error) throw vendors.error;
  if (venues.error) throw venues.error;
  vendor = vendors.data;
  venue = venues.data;
  const archived = await service
    .from('blog_posts')
    .insert([{ slug: ARCHIVED, title: 'An Archived Story', status: 'archived' }]);
  if (archived.error) throw archived.error;
  const archivedListing = await service.from('listings').insert({
    name: 'An Archived Vendor',
    url_name: ARCHIVED_LISTING,
    status: 'archived',
    business_category_id: BUSINESS_CATEGORY_IDS.venue,
  });
  if (archivedListing.error) throw archivedListing.error;
});

afterAll(async () => {
  await service.from('blog_posts').delete().in('slug', [FRESH, ARCHIVED]);
  await service.from('listings').delete().eq('url_name', ARCHIVED_LISTING);
});

describe('every public page type carries its own card', () => {
  it('a story: article tags, its author and section, Article and BreadcrumbList', async () => {
    const { status, html, headers } = await page(`/blog/${story.slug}`);
    expect(status).toBe(200);
    expectCard(html, { title: `${story.title} | Perféte`, path: `/blog/${story.slug}` });
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'article:published_time')).toMatch(/^\d{4}-\d\d-\d\d/);
    expect(metaContent(html, 'article:section')).toBeTruthy();
    expect(metaContent(html, 'article:author')).toBeTruthy();
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'og:image')).toMatch(/^http.*\/storage\/v1\/object\/public\//);
    expect(jsonLd(html).map((data) => data['@type'])).toEqual(['Article', 'BreadcrumbList']);
    expect(headers.get('Cache-Control')).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    // The first screen's answer, for the page to paint from without asking again.
    expect(Object.keys(embeddedData(html))[0]).toMatch(/^\/rest\/v1\/blog_posts\?/);
  });

  it('a vendor and a venue: name, summary, cover and LocalBusiness', async () => {
    for (const listing of [vendor, venue]) {
      const { status, html } = await page(`/index/${listing.url_name}`);
      expect(status).toBe(200);
      // The name as the head writes it (a listing such as "Harbor & Hart" may be the one picked).
      expect(html).toContain(`<title>${asHtmlText(listing.name)}`);
      expect(metaContent(html, 'og:title')).toContain(asHtmlText(listing.name));
      expectCard(html, {
        title: metaContent(html, 'og:title')!,
        path: `/index/${listing.url_name}`,
      });
      expect(metaContent(html, 'og:image')).toBeTruthy();
      expect(jsonLd(html).map((data) => data['@type'])).toEqual([
        'LocalBusiness',
        'BreadcrumbList',
      ]);
    }
  });

  it("a reviewed vendor: its reviews' AggregateRating in the LocalBusiness", async () => {
    const reviews = await service.from('reviews').select('listing_id').eq('status', 'published');
    if (reviews.error) throw reviews.error;
    const counts = new Map<string, number>();
    for (const { listing_id } of reviews.data)
      counts.set(listing_id, (counts.get(listing_id) ?? 0) + 1);
    const [listingId, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    const listing = await service.from('listings').select('url_name').eq('id', listingId).single();
    if (listing.error) throw listing.error;
    const { html } = await page(`/index/${listing.data.url_name}`);
    const business = jsonLd(html)[0] as { aggregateRating?: { reviewCount: number } };
    expect(business.aggregateRating?.reviewCount).toBe(count);
  });

  it('a section, /venues and the home page', async () => {
    const section = await page('/blog/real-weddings');
    expect(section.status).toBe(200);
    expectCard(section.html, { title: 'Real Weddings | Perféte', path: '/blog/real-weddings' });

    const venues = await page('/venues');
    expect(venues.status).toBe(200);
    expectCard(venues.html, {
      title: 'Wedding Venues | Hotels, Estates, Resorts &amp; Vineyards',
      path: '/venues',
    });
    const list = jsonLd(venues.html).find((data) => data['@type'] === 'ItemList');
    expect(list?.numberOfItems).toBeGreaterThan(0);

    const home = await page('/');
    expect(home.status).toBe(200);
    expectCard(home.html, {
      title: 'Perféte — Wedding Magazine &amp; Vendor Directory',
      path: '/',
    });
  });

  it('hands a paged list its first page and total, only when no filter or page is asked', async () => {
    for (const path of ['/blog', '/blog/real-weddings', '/index', '/venues']) {
      const entries = Object.entries(embeddedData((await page(path)).html));
      expect(entries, path).toHaveLength(1);
      const [request, answer] = entries[0]! as [string, { rows: unknown[]; range: string }];
      expect(request, path).toMatch(/^\/rest\/v1\/(blog_posts|listings)\?/);
      expect(answer.rows.length, path).toBeGreaterThan(0);
      // The total, as the page's own request would have read it from the answer's header.
      expect(answer.range, path).toMatch(new RegExp(`^0-${answer.rows.length - 1}/\\d+$`));
    }
    for (const path of ['/blog?page=2', '/blog/real-weddings?category=x', '/venues?type=hotel']) {
      expect(embeddedData((await page(path)).html), path).toEqual({});
    }
  });

  it('escapes every value: a title with quotes and markup stays text', async () => {
    const inserted = await service.from('blog_posts').insert({
      slug: FRESH,
      title: MARKUP_TITLE,
      excerpt: 'A "quoted" <i>excerpt</i> </script><script>alert(1)</script>',
      status: 'published',
      published_at: new Date(Date.now() - 1000).toISOString(),
    });
    if (inserted.error) throw inserted.error;
    // Published a second ago, and shared at once: its own card, no rebuild.
    const { status, html } = await page(`/blog/${FRESH}`);
    expect(status).toBe(200);
    expect(html).toContain(
      '<title>She said &quot;yes&quot; &lt;b&gt;twice&lt;/b&gt; &amp; more | Perféte</title>',
    );
    expect(metaContent(html, 'og:title')).toBe(
      'She said &quot;yes&quot; &lt;b&gt;twice&lt;/b&gt; &amp; more',
    );
    expect(html).not.toContain('<b>twice');
    expect(html).not.toContain('<script>alert(1)');
    expect(jsonLd(html)[0]?.headline).toBe(MARKUP_TITLE);
  });
});

describe('real statuses', () => {
  it('404 for an unknown story, vendor, section path or page; the app still renders it', async () => {
    for (const path of ['/blog/no-such-story', '/index/no-such-vendor', '/nope', '/blog/a/b']) {
      const { status, html, headers } = await page(path);
      expect(status, path).toBe(404);
      expect(metaContent(html, 'robots')).toBe('noindex');
      expect(html).toContain('<div id="root">');
      expect(headers.get('Cache-Control')).not.toContain('stale-while-revalidate');
    }
  });

  it('410 for an archived story or listing', async () => {
    expect((await page(`/blog/${ARCHIVED}`)).status).toBe(410);
    expect((await page(`/index/${ARCHIVED_LISTING}`)).status).toBe(410);
  });

  it('previews and signed-in pages are not indexed and never cached', async () => {
    for (const path of ['/preview/abc123', '/admin/posts', '/vendor-dashboard']) {
      const { status, html, headers } = await page(path);
      expect(status, path).toBe(200);
      expect(metaContent(html, 'robots')).toBe('noindex, nofollow');
      expect(headers.get('Cache-Control')).toBe('private, no-store');
    }
  });

  it('pages opened by a private link: never cached or indexed, their token in no tag', async () => {
    const token = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2';
    for (const path of [`/review/${token}`, `/preview/${token}`]) {
      const { status, html, headers } = await page(path);
      expect(status, path).toBe(200);
      expect(headers.get('Cache-Control'), path).toBe('private, no-store');
      expect(headers.get('X-Robots-Tag'), path).toMatch(/^noindex\b/);
      expect(metaContent(html, 'robots'), path).toMatch(/^noindex\b/);
      expect(html, path).not.toContain('rel="canonical"');
      expect(metaContent(html, 'og:url'), path).toBeUndefined();
      expect(html, path).not.toContain(token);
    }
    // A shareable page says nothing of the kind.
    const { headers } = await page(`/blog/${story.slug}`);
    expect(headers.get('X-Robots-Tag')).toBeNull();
  });
});
