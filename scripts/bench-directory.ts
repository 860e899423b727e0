import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { LOCAL_PUBLISHABLE_KEY } from '../supabase/local/keys.ts';
import { REPO_ROOT, startLocalStack } from '../supabase/local/stack.ts';
import { selectBusinessCategories } from '../src/features/listings/api/business-category-query.ts';
import type { ListingFilters } from '../src/features/listings/keys.ts';
import { selectListingByUrlName } from '../src/features/listings/api/select-listing-by-url-name.ts';
import { selectListingsPage } from '../src/features/listings/api/select-listings-page.ts';
import { selectSearchHits } from '../src/features/search/api/search-site-query.ts';
import { SEARCH_DIALOG_PER_KIND } from '../src/config/search.ts';
import type { Database } from '../src/types/database.ts';

/**
 * `npm run bench:directory`: the directory's queries at scale, through the real HTTP stack.
 *
 * Fills a scratch PGlite database (its own folder under the OS temp dir; the dev data is never
 * touched) with 10,000 listings and 50,000 published posts crediting them, then runs the SAME
 * query builders the site uses (src/features/listings/api/select-*.ts) with supabase-js as
 * an anonymous visitor, so RLS, PostgREST's SQL, JSON and HTTP are all in the figures. Prints
 * median and p95 per query over RUNS runs after WARMUP runs. Measures; asserts nothing.
 * Options: BENCH_RUNS, BENCH_WARMUP, BENCH_LISTINGS, BENCH_POSTS, BENCH_DATA_DIR (environment);
 * BENCH_ONLY=text times only the cases whose name contains it ("site search").
 */
process.env.EXPERIMENTAL_STORAGE = '1';
process.env.LITE_TELEMETRY = '0';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 10_000);
const POSTS = Number(process.env.BENCH_POSTS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const ONLY = process.env.BENCH_ONLY ?? '';
/** Vendors credited on each post ("vendors of this wedding"). */
const CREDITS_PER_POST = 3;
const PHOTOS_PER_LISTING = 4;
const TARGET_P95_MS = 50;

const ids = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'supabase/reference-ids.json'), 'utf8'),
) as {
  blogCategories: Record<string, string>;
  businessCategories: Record<string, string>;
};
const CATEGORY_IDS = Object.values(ids.businessCategories);
const VENUE_ID = ids.businessCategories.venue!;
const PHOTOGRAPHY_ID = ids.businessCategories.photography!;
const sqlList = (values: readonly string[]) =>
  values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',');

const PLACES = [
  ['New York', 'New York', 'United States'],
  ['Los Angeles', 'California', 'United States'],
  ['Charleston', 'South Carolina', 'United States'],
  ['Austin', 'Texas', 'United States'],
  ['Napa', 'California', 'United States'],
  ['Savannah', 'Georgia', 'United States'],
  ['Boston', 'Massachusetts', 'United States'],
  ['Nashville', 'Tennessee', 'United States'],
  ['Paris', 'Île-de-France', 'France'],
  ['Lyon', 'Auvergne-Rhône-Alpes', 'France'],
  ['Bordeaux', 'Nouvelle-Aquitaine', 'France'],
  ['Florence', 'Tuscany', 'Italy'],
  ['Rome', 'Lazio', 'Italy'],
  ['Milan', 'Lombardy', 'Italy'],
  ['London', 'England', 'United Kingdom'],
  ['Edinburgh', 'Scotland', 'United Kingdom'],
  ['Mexico City', 'CDMX', 'Mexico'],
  ['Oaxaca', 'Oaxaca', 'Mexico'],
  ['Tulum', 'Quintana Roo', 'Mexico'],
  ['Lisbon', 'Lisbon', 'Portugal'],
  ['Montreal', 'Quebec', 'Canada'],
  ['Toronto', 'Ontario', 'Canada'],
  ['Sydney', 'New South Wales', 'Australia'],
  ['Cape Town', 'Western Cape', 'South Africa'],
] as const;
const FIRST_WORDS = [
  'Golden',
  'Ivory',
  'Velvet',
  'Silver',
  'Wild',
  'Maison',
  'Casa',
  'Atelier',
  'Studio',
  'House',
  'Little',
  'Grand',
  'Blue',
  'Olive',
  'Amber',
];
const SECOND_WORDS = [
  'Rose',
  'Oak',
  'Lark',
  'Willow',
  'Fern',
  'Harbor',
  'Meadow',
  'Stone',
  'Vine',
  'Lumen',
  'Cypress',
  'Sparrow',
  'Linen',
  'Peony',
  'Ember',
  'Juniper',
  'Marigold',
];

/** Bulk data with generate_series, as the database owner (no RLS, no HTTP): seconds, not minutes. */
function fillSql(): string {
  const column = (index: number) => `array[${sqlList(PLACES.map((place) => place[index]!))}]`;
  return `
    insert into public.listings
      (name, url_name, status, is_featured, business_category_id, description, city, state, country,
       venue_type, guest_capacity, price_tier, price_from, price_on_request, capacity_seated,
       website, instagram, image_url, headshot_url, created_at, updated_at)
    select
      (array[${sqlList(FIRST_WORDS)}])[1 + i % ${FIRST_WORDS.length}] || ' ' ||
        (array[${sqlList(SECOND_WORDS)}])[1 + (i / ${FIRST_WORDS.length}) % ${SECOND_WORDS.length}] || ' ' || i,
      'bench-listing-' || i,
      case when i % 10 = 0 then 'draft' else 'published' end,
      i % 40 = 0,
      cat.id,
      'An invented studio for the benchmark, number ' || i || '. ' || repeat('Quiet, considered work for weddings near and far. ', 6),
      (${column(0)})[1 + (i * 7) % ${PLACES.length}],
      (${column(1)})[1 + (i * 7) % ${PLACES.length}],
      (${column(2)})[1 + (i * 7) % ${PLACES.length}],
      case when cat.id = '${VENUE_ID}' then (array['Hotel', 'Estate', 'Resort', 'Vineyard'])[1 + (i / 18) % 4] end,
      case when cat.id = '${VENUE_ID}' then 40 + (i * 37) % 300 end,
      (array['$', '$$', '$$$', '$$$$'])[1 + i % 4],
      case when i % 7 <> 0 then 500 + (i * 53) % 20000 end,
      i % 7 = 0,
      case when cat.id = '${VENUE_ID}' then 30 + (i * 29) % 250 end,
      'https://bench-' || i || '.example',
      '@bench.' || i,
      'bench/listings/' || i || '/cover-1200.webp',
      'bench/listings/' || i || '/headshot-600.webp',
      now() - make_interval(mins => i),
      now() - make_interval(mins => i)
    from generate_series(1, ${LISTINGS}) as i
    cross join lateral (select (array[${sqlList(CATEGORY_IDS)}])[1 + i % ${CATEGORY_IDS.length}] ::uuid as id) as cat;

    insert into public.listing_photos (listing_id, url, alt, position)
    select l.id, 'bench/listings/' || l.url_name || '/gallery-' || n || '-960.webp', 'Photograph ' || n || ' of ' || l.name, n
    from public.listings l cross join generate_series(0, ${PHOTOS_PER_LISTING - 1}) as n
    where l.url_name like 'bench-listing-%';

    insert into public.blog_posts (title, slug, excerpt, content, status, published_at, category, created_at)
    select
      'A wedding to remember, story ' || i,
      'bench-post-' || i,
      'The day, the dress and the people who made it, in story number ' || i || '.',
      '<p>' || repeat('Long tables under the vines and a band until two. ', 4) || '</p>',
      'published',
      now() - make_interval(mins => i + 60),
      (array[${sqlList(Object.values(ids.blogCategories).slice(0, 11))}])[1 + i % 11]::uuid,
      now() - make_interval(mins => i + 60)
    from generate_series(1, ${POSTS}) as i;

    create temporary table bench_listing_numbers as
      select id, row_number() over (order by url_name) as n from public.listings where url_name like 'bench-listing-%';
    create temporary table bench_post_numbers as
      select id, row_number() over (order by slug) as n from public.blog_posts where slug like 'bench-post-%';
    create index on bench_listing_numbers (n);

    insert into public.post_vendor_credits (post_id, listing_id, role, display_order)
    select p.id, l.id, (array['Photography', 'Flowers', 'Venue'])[k + 1], k
    from bench_post_numbers p
    cross join generate_series(0, ${CREDITS_PER_POST - 1}) as k
    join bench_listing_numbers l on l.n = 1 + (p.n * ${CREDITS_PER_POST} + k * 1237) % ${LISTINGS}
    on conflict do nothing;

    drop table bench_listing_numbers;
    drop table bench_post_numbers;
  `;
}

interface Measured {
  query: string;
  rows: number;
  total: number | null;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (value: number) => Math.round(value * 10) / 10;

/** BENCH_DATA_DIR reuses (and keeps) a database an earlier run filled; otherwise a fresh temp dir. */
const reuseDir = process.env.BENCH_DATA_DIR;
const dataDir = reuseDir ?? mkdtempSync(path.join(os.tmpdir(), 'perfete-bench-'));
console.log(`Scratch database in ${dataDir}`);
const stack = await startLocalStack({
  dataDir,
  reset: !reuseDir,
  seed: false,
  port: 0,
  log: () => {},
});
try {
  let started = performance.now();
  const [existing] = await stack.query<{ n: number }>(
    "select count(*)::int as n from public.listings where url_name like 'bench-listing-%'",
  );
  if (existing!.n === 0) await stack.sql(fillSql());
  // What autovacuum does on a server after a bulk load (PGlite runs none): fresh statistics for
  // the planner and a visibility map, without which no index-only scan skips the heap. Also on a
  // reused database (BENCH_DATA_DIR), which may have met a new migration (columns, indexes).
  await stack.sql('vacuum analyze');
  const [counts] = await stack.query<{
    listings: number;
    published: number;
    posts: number;
    credits: number;
    photos: number;
  }>(`
    select (select count(*) from public.listings)::int as listings,
           (select count(*) from public.listings where status = 'published')::int as published,
           (select count(*) from public.blog_posts)::int as posts,
           (select count(*) from public.post_vendor_credits)::int as credits,
           (select count(*) from public.listing_photos)::int as photos`);
  console.log(
    `Filled in ${Math.round((performance.now() - started) / 1000)} s: ${counts!.listings} listings (${counts!.published} published), ` +
      `${counts!.posts} posts, ${counts!.credits} credits, ${counts!.photos} gallery photos`,
  );

  const client = createClient<Database>(stack.url, LOCAL_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  // A published vendor with credits, like a page a couple opens from a magazine post.
  const [vendor] = await stack.query<{ url_name: string; credits: number }>(`
    select l.url_name, count(*)::int as credits from public.listings l
    join public.post_vendor_credits c on c.listing_id = l.id
    where l.status = 'published' group by l.url_name order by count(*) desc, l.url_name limit 1`);

  const page = (filters: ListingFilters) => () => selectListingsPage(client, filters);
  const search = (q: string) => () => selectSearchHits(client, q, SEARCH_DIALOG_PER_KIND);
  const cases: [
    string,
    () => PromiseLike<{ data: unknown; error: unknown; count?: number | null }>,
  ][] = [
    // What any request costs on this stack (keys, JWT, RLS set-up, JSON, HTTP): the floor.
    ['baseline: 18 categories', () => selectBusinessCategories(client)],
    ['first page, unfiltered', page({})],
    ['by category (Photography)', page({ categoryIds: [PHOTOGRAPHY_ID] })],
    ['by location ("Paris")', page({ location: 'Paris' })],
    ['by location ("Tuscany, Italy")', page({ location: 'Tuscany, Italy' })],
    ['by name search ("meadow")', page({ q: 'meadow' })],
    ['page 20, unfiltered', page({ page: 20 })],
    [
      'venues: Vineyard, 150+ guests',
      page({ categoryIds: [VENUE_ID], venueType: 'Vineyard', minCapacity: 150 }),
    ],
    // The facts' filters (#31): "up to" on /index, "seats at least" and "up to" on /venues.
    ['up to €2,500', page({ maxPrice: 2500 })],
    [
      'venues: 150+ seated, up to €10,000',
      page({ categoryIds: [VENUE_ID], minSeated: 150, maxPrice: 10_000 }),
    ],
    [
      `vendor page + credits (${vendor!.credits} credits)`,
      () => selectListingByUrlName(client, vendor!.url_name),
    ],
    // The site search (#33), as the header's dialog asks: one call for stories, vendors, venues.
    ['site search, a typo ("golden medow")', search('golden medow')],
    ['site search, in 50k stories ("wedding")', search('wedding')],
    ['site search, a place ("tuscany")', search('tuscany')],
    ['site search, a category ("florists")', search('florists')],
    // The other end (#33 speed): one old story among 50k (through the index); a word in no row.
    ['site search, one old story ("story 4217")', search('story 4217')],
    ['site search, nothing like it ("zyzzogeton")', search('zyzzogeton')],
  ];

  const results: Measured[] = [];
  for (const [name, run] of cases.filter(([label]) => label.includes(ONLY))) {
    let rows = 0;
    let total: number | null = null;
    const timings: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i += 1) {
      started = performance.now();
      const { data, error, count } = await run();
      const elapsed = performance.now() - started;
      if (error) throw new Error(`${name}: ${JSON.stringify(error)}`);
      if (i >= WARMUP) timings.push(elapsed);
      rows = Array.isArray(data) ? data.length : data ? 1 : 0;
      total = count ?? null;
    }
    timings.sort((a, b) => a - b);
    results.push({
      query: name,
      rows,
      total,
      medianMs: round(percentile(timings, 50)),
      p95Ms: round(percentile(timings, 95)),
      maxMs: round(timings[timings.length - 1]!),
    });
  }

  console.log(
    `\n${RUNS} runs per query after ${WARMUP} warm-up runs; anonymous supabase-js over HTTP on PGlite.`,
  );
  console.table(results);
  const slow = results.filter((result) => result.p95Ms >= TARGET_P95_MS);
  console.log(
    slow.length === 0
      ? `Every p95 is under the ${TARGET_P95_MS} ms target.`
      : `Over the ${TARGET_P95_MS} ms p95 target: ${slow.map((result) => result.query).join(', ')}`,
  );
} finally {
  await stack.stop();
  if (!reuseDir) rmSync(dataDir, { recursive: true, force: true });
}
