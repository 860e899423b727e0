// @vitest-environment node
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '@/app/router';
import { HOME_DESCRIPTION, INFO_HEADS } from '@/config/page-heads';
import { PATHS } from '@/config/paths';
import { VENUE_TYPES } from '@/config/site';
import { CATEGORY_VIEWS } from '@/features/listings';
import { resolveFeed } from './feeds';
import { PRIVATE_PREFIXES, resolvePage, type Rest } from './pages';

/**
 * What the site function writes into the head of each public page (#42): its own title and
 * description, one rule for filtered lists, and structured data a validator passes.
 */
const ORIGIN = 'https://perfete.test';

const STORY_ROW = {
  title: 'Fifty Guests, One Long Table',
  slug: 'fifty-guests',
  excerpt: 'An olive grove outside Lucca.',
  featured_image: 'https://cdn.test/cover.jpg',
  author: null,
  published_at: '2026-11-25 07:51:00+00',
  updated_at: '2026-11-26 09:05:30.123456+00',
  seo_title: null,
  seo_description: null,
  category_ref: { name: 'Real Weddings' },
  profile: { full_name: 'Ana Ferro' },
};

/** The database, answering every read with nothing (a story request with STORY_ROW). */
const rest: Rest = {
  get: async (request) => (request.includes('/blog_posts?') ? [STORY_ROW] : []),
  getCounted: async () => ({ rows: [], range: null }),
  rpc: async () => false,
};

const resolve = (pathAndQuery: string) => resolvePage(new URL(`${ORIGIN}${pathAndQuery}`), rest);

/** Every route of the app's table with a fixed path (no parameter, no catch-all). */
function fixedPaths(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path && !route.path.includes(':') && route.path !== '*' ? [route.path] : []),
    ...fixedPaths(route.children ?? []),
  ]);
}

const isPrivate = (route: string) =>
  PRIVATE_PREFIXES.some((prefix) => route === prefix || route.startsWith(`${prefix}/`));

/** The public pages: fixed routes, each section once, each category and venue type. */
const PUBLIC_PAGES = [
  ...fixedPaths(pageRoutes).filter((route) => !isPrivate(route)),
  ...Object.values(CATEGORY_VIEWS).map(({ slug }) => `${PATHS.index}?category=${slug}`),
  ...VENUE_TYPES.map((type) => `${PATHS.venues}?type=${type}`),
];

type JsonLdObject = Record<string, unknown>;
const types = (jsonLd: object[]) => jsonLd.map((data) => (data as JsonLdObject)['@type']);

describe('every public page', () => {
  it('has a title and (when indexed) a description no other page has', async () => {
    // Two paths of one section (/blog/destination, /blog/destinations) are one page: one canonical.
    const heads = new Map<string, Awaited<ReturnType<typeof resolve>>['head']>();
    for (const page of PUBLIC_PAGES) {
      const { head, status } = await resolve(page);
      expect(status, page).toBe(200);
      heads.set(head.canonicalPath ?? page, head);
    }
    const titles = [...heads.values()].map((head) => head.title);
    const duplicated = titles.filter((title, index) => titles.indexOf(title) !== index);
    expect(duplicated).toEqual([]);
    expect(titles).not.toContain('Perféte');

    const indexed = [...heads.entries()].filter(([, head]) => !head.noindex);
    for (const [page, head] of indexed) expect(head.description, page).toBeTruthy();
    const descriptions = indexed.map(([, head]) => head.description);
    expect(descriptions.filter((text, index) => descriptions.indexOf(text) !== index)).toEqual([]);
    // The directory's category and type views are among them, indexed.
    expect(indexed.map(([page]) => page)).toEqual(
      expect.arrayContaining([`${PATHS.index}?category=photography`, `${PATHS.venues}?type=Hotel`]),
    );
  });

  it('names its place in the site with a BreadcrumbList', async () => {
    for (const page of PUBLIC_PAGES) {
      const { head } = await resolve(page);
      if (head.noindex) continue;
      expect(types(head.jsonLd), page).toContain('BreadcrumbList');
    }
  });

  it('/ says what the home page’s own head says', async () => {
    const { head } = await resolve('/');
    const files = import.meta.glob<string>('../routes/home.tsx', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(files['../routes/home.tsx']).toContain(`'${HOME_DESCRIPTION}'`);
    expect(head.description).toBe(HOME_DESCRIPTION);
  });

  it('an information page carries the words of its Markdown', () => {
    const files = import.meta.glob<string>('../content/*.md', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    for (const [route, head] of Object.entries(INFO_HEADS)) {
      const markdown = files[`../content${route}.md`] ?? '';
      const description = /^description: (.*)$/m.exec(markdown)?.[1];
      expect(head.description, route).toBe(description);
    }
  });
});

describe('one rule for filtered lists', () => {
  it.each([
    // A category or a venue type is a page of its own, in one spelling.
    ['/index?category=photography', '/index?category=photography', false],
    ['/index?category=20000000-0000-4000-8000-000000000003', '/index?category=photography', false],
    ['/index?category=Photographers&utm_source=x', '/index?category=photography', false],
    ['/venues?type=hotel', '/venues?type=Hotel', false],
    ['/index', '/index', false],
    ['/venues?utm_source=newsletter', '/venues', false],
    // Any other filter, a search or a later page narrows the list it is in.
    ['/index?category=photography&location=Florence', '/index?category=photography', true],
    ['/index?category=photography&page=2', '/index?category=photography', true],
    ['/index?q=bellandi', '/index', true],
    ['/index?page=2', '/index', true],
    ['/index?date=2027-06-12', '/index', true],
    ['/index?price_max=5000', '/index', true],
    ['/index?category=Cakes%20%26%20Catering', '/index', true],
    ['/index?category=nothing-we-list', '/index', true],
    ['/venues?type=Hotel&capacity=100', '/venues?type=Hotel', true],
    ['/venues?capacity=100', '/venues', true],
    ['/venues?type=castle', '/venues', true],
    ['/venues?location=Tuscany', '/venues', true],
    ['/blog?q=lucca', '/blog', true],
    ['/blog?category=10000000-0000-4000-8000-000000000001', '/blog', true],
    ['/blog?page=3', '/blog', true],
    [
      '/blog/real-weddings?category=10000000-0000-4000-8000-000000000107',
      '/blog/real-weddings',
      true,
    ],
    ['/blog/real-weddings?page=2', '/blog/real-weddings', true],
  ])('%s: canonical %s, noindex %s', async (page, canonical, noindex) => {
    const { head } = await resolve(page);
    expect(head.canonicalPath).toBe(canonical);
    expect(head.noindex).toBe(noindex);
    if (noindex) expect(head.robots ?? 'noindex, follow').toBe('noindex, follow');
  });
});

describe('structured data', () => {
  it('a story: ISO 8601 times with the zone, published by the Organization with its logo', async () => {
    const { head } = await resolve('/blog/fifty-guests');
    expect(head.article?.publishedTime).toBe('2026-11-25T07:51:00Z');
    expect(head.article?.modifiedTime).toBe('2026-11-26T09:05:30Z');
    const article = head.jsonLd.find((data) => (data as JsonLdObject)['@type'] === 'Article');
    expect(article).toMatchObject({
      datePublished: '2026-11-25T07:51:00Z',
      dateModified: '2026-11-26T09:05:30Z',
      publisher: {
        '@type': 'Organization',
        name: 'Perféte',
        logo: { '@type': 'ImageObject', url: `${ORIGIN}/brand/logo-512.png` },
      },
    });
  });

  it('/ is the WebSite, with the site search as its SearchAction', async () => {
    const { head } = await resolve('/');
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'WebSite',
      url: `${ORIGIN}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${ORIGIN}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('errand pages keep their own titles and say noindex as their heads do', async () => {
    const { head } = await resolve(PATHS.login);
    expect(head.title).toBe('Vendor & editor login | Perféte');
    expect(head.robots).toBe('noindex');
  });
});

describe('the pages sitemap and the heads agree', () => {
  it('lists every category and venue type, and each address it lists is indexed as its own canonical', async () => {
    const answer = await resolveFeed(new URL(`${ORIGIN}/sitemaps/pages-1.xml`), rest);
    const locs = [...(answer?.body ?? '').matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) =>
      match[1]!.replace(/&amp;/g, '&'),
    );
    expect(locs).toEqual(
      expect.arrayContaining([`${ORIGIN}/index?category=florist`, `${ORIGIN}/venues?type=Estate`]),
    );
    for (const loc of locs) {
      const { head } = await resolvePage(new URL(loc), rest);
      expect(head.noindex, loc).toBe(false);
      expect(`${ORIGIN}${head.canonicalPath}`, loc).toBe(loc);
    }
  });
});

describe('a category or venue type lists its own cards', () => {
  it.each([
    [
      '/index?category=Photographers',
      'business_category_id=eq.20000000-0000-4000-8000-000000000003',
    ],
    ['/venues?type=hotel', 'venue_type=eq.Hotel'],
  ])('%s: an ItemList of the listings with %s', async (page, filter) => {
    const asked: string[] = [];
    const listing = {
      id: '1',
      name: 'Bellandi Fotografia',
      url_name: 'bellandi-fotografia',
      summary: 'Film and light.',
      description: null,
      image_url: null,
      headshot_url: null,
      city: 'Florence',
      state: null,
      country: 'Italy',
    };
    const { head } = await resolvePage(new URL(`${ORIGIN}${page}`), {
      ...rest,
      get: async (request) => {
        asked.push(request);
        return request.startsWith('/rest/v1/listings?') ? [listing] : [];
      },
    });
    expect(asked.some((request) => request.includes(filter))).toBe(true);
    expect(types(head.jsonLd)).toEqual(['ItemList', 'BreadcrumbList']);
  });
});
