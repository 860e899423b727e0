import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { loadEnv } from 'vite';
import { PATHS, writerPath } from '../src/config/paths.ts';
import { ROOT } from './lib/bundle.ts';

/**
 * `npm run build` ends with `node scripts/feeds.ts`: it writes sitemap.xml (every public route,
 * every published post and listing, and the page of every writer who signs one), rss.xml (the newest published posts) and robots.txt (the one
 * from public/, pointing at the sitemap) into the build output, from the database the build points
 * at (VITE_SUPABASE_URL, read with the publishable key, so row-level security decides what is
 * public — exactly what visitors see).
 *
 * Options: --outDir <dir> (default dist), --mode <mode> (default production). The site's own
 * address, for absolute URLs, is SITE_URL (or VITE_SITE_URL); without one the local preview
 * address is used and a notice says so.
 *
 * The perf harness, the bundle check and Playwright call `vite build` directly, so they never run
 * this and never need a database for building.
 */

const RSS_POST_LIMIT = 20;
const PAGE_SIZE = 1000;
const REACH_TIMEOUT_MS = 10_000;
const DEFAULT_SITE_URL = 'http://localhost:4173';
const MEDIA_BUCKET = 'media';

/** The public pages of site-spec §2 with no parameters (no sign-in, account or admin pages). */
export const STATIC_ROUTES: readonly string[] = [
  PATHS.home,
  PATHS.blog,
  PATHS.blogRealWeddings,
  PATHS.blogPlanning,
  PATHS.blogTrends,
  // /blog/destination shows the same page as /blog/destinations, whose canonical address it is.
  PATHS.blogDestinations,
  PATHS.blogInspiration,
  PATHS.blogJewelry,
  PATHS.blogBeauty,
  PATHS.nybfw,
  PATHS.planning,
  PATHS.weddings,
  PATHS.style,
  PATHS.fashion,
  PATHS.gifts,
  PATHS.index,
  PATHS.venues,
  PATHS.membership,
  PATHS.about,
  PATHS.diversity,
  PATHS.careers,
  PATHS.submissions,
  PATHS.contact,
  PATHS.privacyPolicy,
  PATHS.termsOfUse,
];

export class FeedsError extends Error {
  override name = 'FeedsError';
}

export interface FeedOptions {
  supabaseUrl: string;
  publishableKey: string;
  /** The site's public origin, e.g. https://perfete.com */
  siteUrl: string;
  outDir: string;
  now?: Date;
}

export interface FeedPost {
  slug: string;
  title: string;
  excerpt: string | null;
  featured_image: string | null;
  author: string | null;
  published_at: string;
  updated_at: string;
  category_ref: { name: string } | null;
  profile: { full_name: string | null; slug: string | null } | null;
}

export interface FeedListing {
  url_name: string;
  updated_at: string;
}

// XML 1.0 refuses these characters even escaped; hostile titles must not break the feed.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function xmlEscape(value: string): string {
  return value
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

function mediaUrl(supabaseUrl: string, pathOrUrl: string): string | undefined {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (/^[a-z][a-z0-9+.-]*:/i.test(pathOrUrl) || pathOrUrl.startsWith('//')) return undefined;
  const clean = pathOrUrl.replace(/^\/+/, '');
  return `${trimSlash(supabaseUrl)}/storage/v1/object/public/${MEDIA_BUCKET}/${clean.split('/').map(encodeURIComponent).join('/')}`;
}

async function assertReachable(supabaseUrl: string, publishableKey: string) {
  const target = `${trimSlash(supabaseUrl)}/rest/v1/`;
  let reason: string;
  try {
    const response = await fetch(target, {
      headers: { apikey: publishableKey },
      signal: AbortSignal.timeout(REACH_TIMEOUT_MS),
    });
    if (response.status < 500) return;
    reason = `it answered HTTP ${response.status}`;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    reason = cause?.code ?? cause?.message ?? (error as Error).message;
  }
  throw new FeedsError(
    [
      `Cannot write the feeds (sitemap.xml, rss.xml, robots.txt): the database at ${supabaseUrl} is unreachable (${reason}).`,
      'The build reads published posts and listings from the Supabase project VITE_SUPABASE_URL points at.',
      'Start the local one with `npm run db:start`, or set VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY to a reachable project.',
    ].join('\n'),
  );
}

/** Every row of a query, PAGE_SIZE at a time (PostgREST caps responses). */
async function readAll<Row>(
  fetchPage: (
    from: number,
    to: number,
  ) => PromiseLike<{ data: Row[] | null; error: { message: string } | null }>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let from = 0; ; from += PAGE_SIZE) {
    const { data, error } = await fetchPage(from, from + PAGE_SIZE - 1);
    if (error) throw new FeedsError(`Reading the feeds' content failed: ${error.message}`);
    rows.push(...(data ?? []));
    if (!data || data.length < PAGE_SIZE) return rows;
  }
}

export async function readPublicContent(client: SupabaseClient) {
  const posts = await readAll<FeedPost>((from, to) =>
    client
      .from('blog_posts')
      .select(
        'slug,title,excerpt,featured_image,author,published_at,updated_at,category_ref:blog_categories!blog_posts_category_fkey(name),profile:profiles!blog_posts_author_id_fkey(full_name,slug)',
      )
      .eq('status', 'published')
      // Postgres reads 'now' as the time of the request: scheduled stories stay out (#28).
      .lte('published_at', 'now')
      .order('published_at', { ascending: false })
      .order('slug', { ascending: true })
      .range(from, to)
      .overrideTypes<FeedPost[], { merge: false }>(),
  );
  const listings = await readAll<FeedListing>((from, to) =>
    client
      .from('listings')
      .select('url_name,updated_at')
      .eq('status', 'published')
      .order('url_name', { ascending: true })
      .range(from, to)
      .overrideTypes<FeedListing[], { merge: false }>(),
  );
  return { posts, listings };
}

const day = (iso: string) => new Date(iso).toISOString().slice(0, 10);

/**
 * The writers with a page (/writers/<slug>: at least one published story), by slug, each dated by
 * their latest story's change; in the order their newest story is.
 */
export function feedWriters(posts: readonly FeedPost[]): { slug: string; updated_at: string }[] {
  const writers = new Map<string, string>();
  for (const post of posts) {
    const slug = post.profile?.slug;
    if (!slug) continue;
    const seen = writers.get(slug);
    if (!seen || post.updated_at > seen) writers.set(slug, post.updated_at);
  }
  return [...writers].map(([slug, updated_at]) => ({ slug, updated_at }));
}

export function buildSitemap(
  siteUrl: string,
  posts: readonly FeedPost[],
  listings: readonly FeedListing[],
): string {
  const site = trimSlash(siteUrl);
  const url = (loc: string, lastmod?: string) =>
    `  <url><loc>${xmlEscape(`${site}${loc}`)}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_ROUTES.map((route) => url(route)),
    ...posts.map((post) => url(`${PATHS.blog}/${encodeURIComponent(post.slug)}`, post.updated_at)),
    ...listings.map((listing) =>
      url(`${PATHS.index}/${encodeURIComponent(listing.url_name)}`, listing.updated_at),
    ),
    ...feedWriters(posts).map((writer) => url(writerPath(writer.slug), writer.updated_at)),
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRss(
  siteUrl: string,
  supabaseUrl: string,
  posts: readonly FeedPost[],
  now: Date,
): string {
  const site = trimSlash(siteUrl);
  const items = posts.slice(0, RSS_POST_LIMIT).map((post) => {
    const link = `${site}${PATHS.blog}/${encodeURIComponent(post.slug)}`;
    const creator = post.profile?.full_name?.trim() || post.author?.trim();
    const image = post.featured_image ? mediaUrl(supabaseUrl, post.featured_image) : undefined;
    return [
      '    <item>',
      `      <title>${xmlEscape(post.title)}</title>`,
      `      <link>${xmlEscape(link)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      `      <pubDate>${new Date(post.published_at).toUTCString()}</pubDate>`,
      creator ? `      <dc:creator>${xmlEscape(creator)}</dc:creator>` : '',
      post.category_ref ? `      <category>${xmlEscape(post.category_ref.name)}</category>` : '',
      post.excerpt ? `      <description>${xmlEscape(post.excerpt)}</description>` : '',
      image ? `      <media:content url="${xmlEscape(image)}" medium="image"/>` : '',
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    '  <channel>',
    '    <title>Perféte</title>',
    `    <link>${xmlEscape(`${site}/`)}</link>`,
    '    <description>Real weddings, bridal fashion, planning, beauty, jewelry and travel from Perféte, the wedding magazine.</description>',
    '    <language>en-us</language>',
    `    <lastBuildDate>${now.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${xmlEscape(`${site}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The robots.txt from public/ (copied into the output by Vite), pointing at the sitemap. */
export function buildRobots(siteUrl: string, existing: string | undefined): string {
  const base = (existing ?? 'User-agent: *\nAllow: /\n')
    .split(/\r?\n/)
    .filter((line) => !/^\s*sitemap\s*:/i.test(line))
    .join('\n')
    .trimEnd();
  return `${base}\n\nSitemap: ${trimSlash(siteUrl)}/sitemap.xml\n`;
}

export async function generateFeeds(options: FeedOptions) {
  await assertReachable(options.supabaseUrl, options.publishableKey);
  const client = createClient(options.supabaseUrl, options.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { posts, listings } = await readPublicContent(client);
  const robotsFile = path.join(options.outDir, 'robots.txt');
  const existingRobots = existsSync(robotsFile) ? readFileSync(robotsFile, 'utf8') : undefined;
  writeFileSync(
    path.join(options.outDir, 'sitemap.xml'),
    buildSitemap(options.siteUrl, posts, listings),
  );
  writeFileSync(
    path.join(options.outDir, 'rss.xml'),
    buildRss(options.siteUrl, options.supabaseUrl, posts, options.now ?? new Date()),
  );
  writeFileSync(robotsFile, buildRobots(options.siteUrl, existingRobots));
  return {
    posts: posts.length,
    listings: listings.length,
    writers: feedWriters(posts).length,
    routes: STATIC_ROUTES.length,
  };
}

/** The build's environment as Vite sees it: the shell, the .env files of the mode, .env.example. */
export function buildEnvironment(mode: string): Record<string, string | undefined> {
  const fromVite = loadEnv(mode, ROOT, ['VITE_', 'SITE_']);
  const examplePath = path.join(ROOT, '.env.example');
  const defaults = existsSync(examplePath) ? parseEnv(readFileSync(examplePath, 'utf8')) : {};
  return { ...defaults, ...fromVite, SITE_URL: process.env.SITE_URL ?? fromVite.SITE_URL };
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

async function main() {
  const mode = argument('mode') ?? 'production';
  const outDir = path.resolve(ROOT, argument('outDir') ?? 'dist');
  const env = buildEnvironment(mode);
  const supabaseUrl = env.VITE_SUPABASE_URL;
  const publishableKey = env.VITE_SUPABASE_ANON_KEY;
  if (!supabaseUrl || !publishableKey) {
    throw new FeedsError(
      'Cannot write the feeds: VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY must be set (see .env.example).',
    );
  }
  if (!existsSync(outDir))
    throw new FeedsError(
      `Cannot write the feeds: ${outDir} does not exist (run vite build first).`,
    );
  const siteUrl = env.SITE_URL ?? env.VITE_SITE_URL ?? DEFAULT_SITE_URL;
  if (!env.SITE_URL && !env.VITE_SITE_URL) {
    console.info(
      `[feeds] SITE_URL is not set: absolute links use ${DEFAULT_SITE_URL}. Set SITE_URL=https://<your domain> for production.`,
    );
  }
  const counts = await generateFeeds({ supabaseUrl, publishableKey, siteUrl, outDir });
  console.info(
    `[feeds] wrote sitemap.xml (${counts.routes} pages, ${counts.posts} posts, ${counts.listings} listings, ${counts.writers} writers), rss.xml and robots.txt to ${path.relative(ROOT, outDir) || '.'} from ${supabaseUrl}`,
  );
}

if (import.meta.filename === process.argv[1] || process.argv[1]?.endsWith('scripts/feeds.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof FeedsError ? `[feeds] ${error.message}` : error);
    process.exit(1);
  });
}
