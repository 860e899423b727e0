import { builderClient, requestOf, type FirstScreenRequest } from '@/first-screen/requests';
import {
  NEWSLETTER_FEED_PATH,
  PATHS,
  listingPath,
  newsletterIssuePath,
  postPath,
  writerPath,
} from '@/config/paths';
import { NEWSLETTER_HEAD } from '@/config/page-heads';
import { MAGAZINE_SECTIONS, type MagazineSection } from '@/config/sections';
import { FALLBACK_AUTHOR_NAME, RSS_POST_LIMIT, SITE_NAME, VENUE_TYPES } from '@/config/site';
import {
  CATEGORY_VIEWS,
  listingCoverImage,
  newestListingRequest,
  sitemapListingsRequest,
} from '@/features/listings';
import {
  newestPostRequest,
  newsPostsRequest,
  rssPostsRequest,
  sitemapPostsRequest,
} from '@/features/posts';
import { newestWriterRequest, sitemapWritersRequest } from '@/features/writers';
import {
  sentIssuesRequest,
  type SentIssueSummary,
} from '@/features/newsletter/api/sent-issues-request';
import { issueSummary } from '@/features/newsletter/lib/issue-web';
import { mediaUrl } from '@/lib/media';
import type { Rest } from './pages';
import { rssFeed, type RssItem } from './rss';
import {
  NEWS_URL_LIMIT,
  partCount,
  partRows,
  SITEMAP_URL_LIMIT,
  sitemapIndex,
  urlset,
  type SitemapUrl,
} from './sitemaps';
import { robotsTxt } from './robots';

/**
 * The sitemaps, RSS feeds and robots.txt, served by the site function fresh from the database
 * (docs/decisions.md, "Issue #42: sitemaps and feeds at the edge"), with the publishable key:
 * row-level security decides what is public, so a story published a moment ago is in them on the next
 * request and one archived (or a listing taken down) is gone. Addresses are absolute on the
 * request's origin, as the pages' canonicals are.
 *
 *   /robots.txt                     the rules, and the index's address
 *   /sitemap.xml                    the index: every part of every kind below, and the news sitemap
 *   /sitemaps/<kind>-<n>.xml        kind = pages | stories | writers | vendors | venues; n from 1,
 *                                   50,000 addresses a part (rows (n-1)·50,000 … n·50,000 − 1)
 *   /news-sitemap.xml               the stories of the last two days (Google News)
 *   /rss.xml                        the newest stories
 *   <section>/rss.xml               a section's newest (/blog/real-weddings/rss.xml, /planning/rss.xml…)
 *   /newsletter/rss.xml             The Edit's newest sent issues, each linking to its web page
 *
 * Requests: the index asks each kind once (its total and latest change); a part asks its rows a
 * thousand at a time (PostgREST's page), all at once after the first, which brings the total; a
 * feed or the news sitemap asks once; robots.txt and the pages' sitemap ask nothing.
 */

export interface FeedAnswer {
  status: 200 | 404;
  contentType: string;
  body: string;
}

export interface FeedOptions {
  /** Addresses in one sitemap (the protocol's 50,000; a test passes a few). */
  urlLimit?: number;
  /** Rows a request asks for (PostgREST answers at most 1000). */
  pageSize?: number;
  now?: Date;
}

const XML = 'application/xml; charset=utf-8';
const RSS = 'application/rss+xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';
const PAGE_SIZE = 1000;
const NEWS_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
const SITE_DESCRIPTION =
  'Real weddings, bridal fashion, planning, beauty, jewelry and travel from Perféte, the wedding magazine.';

/** The public pages of site-spec §2 with no parameters (no sign-in, account or admin pages). */
export const STATIC_ROUTES: readonly string[] = [
  PATHS.home,
  PATHS.blog,
  ...MAGAZINE_SECTIONS.filter(isCanonical).map((section) => section.path),
  PATHS.nybfw,
  PATHS.index,
  PATHS.venues,
  PATHS.membership,
  PATHS.newsletter,
  PATHS.about,
  PATHS.diversity,
  PATHS.careers,
  PATHS.submissions,
  PATHS.contact,
  PATHS.privacyPolicy,
  PATHS.termsOfUse,
  // The directory's categories and venue types are pages of their own (directory-view.ts): their
  // canonicals, and no other filtered list, which is noindex.
  ...Object.values(CATEGORY_VIEWS).map(({ slug }) => `${PATHS.index}?category=${slug}`),
  ...VENUE_TYPES.map((type) => `${PATHS.venues}?type=${type}`),
];

/** A section shown at two paths (/blog/destination) has its feed and sitemap entry at one. */
function isCanonical(section: MagazineSection): boolean {
  return !section.canonicalPath || section.canonicalPath === section.path;
}

/** The sections with a feed, by the feed's path. */
const SECTION_FEEDS = new Map(
  MAGAZINE_SECTIONS.filter(isCanonical).map((section) => [`${section.path}/rss.xml`, section]),
);

interface Row {
  [column: string]: unknown;
}

/** One kind of page with a sitemap of its own, read from one table. */
interface SitemapKind {
  /** Its total and latest change: one row, the newest, with the count. */
  newest(): FirstScreenRequest;
  rows(from: number, to: number): FirstScreenRequest;
  url(row: Row, origin: string): SitemapUrl;
}

type StoryRow = {
  slug: string;
  title: string;
  featured_image: string | null;
  published_at: string;
  updated_at: string;
};
type ListingRow = {
  url_name: string;
  name: string;
  image_url: string | null;
  headshot_url: string | null;
  updated_at: string;
};
type WriterRow = { slug: string; avatar_url: string | null; stories: { updated_at: string }[] };

/** A storage image (or a site path) as an absolute address. */
const absolute = (url: string, origin: string) => (url.startsWith('/') ? `${origin}${url}` : url);

const listingKind = (venues: boolean): SitemapKind => ({
  newest: () => requestOf(newestListingRequest(builderClient(), venues)),
  rows: (from, to) => requestOf(sitemapListingsRequest(builderClient(), venues, from, to)),
  url: (row, origin) => {
    const listing = row as ListingRow;
    const hasImage = Boolean(listing.image_url || listing.headshot_url);
    return {
      loc: `${origin}${listingPath(listing.url_name)}`,
      lastmod: listing.updated_at,
      images: hasImage ? [absolute(listingCoverImage(listing).src, origin)] : [],
    };
  },
});

const KINDS: Record<string, SitemapKind> = {
  stories: {
    newest: () => requestOf(newestPostRequest(builderClient())),
    rows: (from, to) => requestOf(sitemapPostsRequest(builderClient(), from, to)),
    url: (row, origin) => storyUrl(row as StoryRow, origin),
  },
  writers: {
    newest: () => requestOf(newestWriterRequest(builderClient())),
    rows: (from, to) => requestOf(sitemapWritersRequest(builderClient(), from, to)),
    url: (row, origin) => {
      const writer = row as WriterRow;
      const latest = writer.stories
        .map((story) => story.updated_at)
        .sort()
        .at(-1);
      return {
        loc: `${origin}${writerPath(writer.slug)}`,
        lastmod: latest,
        images: writer.avatar_url ? [absolute(mediaUrl(writer.avatar_url), origin)] : [],
      };
    },
  },
  vendors: listingKind(false),
  venues: listingKind(true),
};

function storyUrl(story: StoryRow, origin: string): SitemapUrl {
  return {
    loc: `${origin}${postPath(story.slug)}`,
    lastmod: story.updated_at,
    images: story.featured_image
      ? [absolute(mediaUrl(story.featured_image, { width: 1600 }), origin)]
      : [],
  };
}

const xml = (body: string): FeedAnswer => ({ status: 200, contentType: XML, body });
const NOT_FOUND: FeedAnswer = { status: 404, contentType: TEXT, body: 'Not found\n' };

/** The total a counted answer's Content-Range gives (`0-999/1234`, `*\/0`). */
function totalOf(range: string | null): number {
  const total = Number(range?.split('/')[1]);
  return Number.isFinite(total) ? total : 0;
}

const rowsOf = (body: unknown): Row[] => (Array.isArray(body) ? (body as Row[]) : []);

async function index(origin: string, rest: Rest, limit: number): Promise<FeedAnswer> {
  const kinds = await Promise.all(
    Object.entries(KINDS).map(async ([name, kind]) => {
      const request = kind.newest();
      const { rows, range } = await rest.getCounted(request.path, request.prefer ?? '');
      const newest = rowsOf(rows)[0] as { updated_at?: string } | undefined;
      return { name, total: totalOf(range), latest: newest?.updated_at };
    }),
  );
  // A writer's page changes with their stories: the latest story's change dates the writers'.
  const stories = kinds.find((kind) => kind.name === 'stories')?.latest;
  const parts = kinds.flatMap(({ name, total, latest }) =>
    Array.from({ length: partCount(total, limit) }, (_, i) => ({
      loc: `${origin}/sitemaps/${name}-${i + 1}.xml`,
      lastmod: latest ?? (name === 'writers' ? stories : undefined),
    })),
  );
  return xml(
    sitemapIndex([
      { loc: `${origin}/sitemaps/pages-1.xml` },
      ...parts,
      { loc: `${origin}/news-sitemap.xml` },
    ]),
  );
}

/**
 * Part `part` of a kind's sitemap: its rows a page at a time, the first page (with the total)
 * first, the rest together. A part past the last is not found.
 */
async function part(
  kind: SitemapKind,
  partNumber: number,
  origin: string,
  rest: Rest,
  { limit, pageSize }: { limit: number; pageSize: number },
): Promise<FeedAnswer> {
  const { from, to } = partRows(partNumber, limit);
  const page = (start: number) => kind.rows(start, Math.min(start + pageSize - 1, to));
  const first = page(from);
  const answer = await rest.getCounted(first.path, first.prefer ?? '').catch((error: unknown) => {
    // PostgREST answers 416 for a range that starts past the last row.
    if ((error as { status?: number }).status === 416) return null;
    throw error;
  });
  const total = totalOf(answer?.range ?? null);
  if (!answer || partNumber > partCount(total, limit)) return NOT_FOUND;
  const last = Math.min(to, total - 1);
  const starts: number[] = [];
  for (let start = from + pageSize; start <= last; start += pageSize) starts.push(start);
  const later = await Promise.all(starts.map((start) => rest.get(page(start).path)));
  const rows = [answer.rows, ...later].flatMap(rowsOf);
  return xml(
    urlset(
      rows.map((row) => kind.url(row, origin)),
      SITE_NAME,
    ),
  );
}

function pagesSitemap(origin: string): FeedAnswer {
  return xml(
    urlset(
      STATIC_ROUTES.map((route) => ({ loc: `${origin}${route}` })),
      SITE_NAME,
    ),
  );
}

async function newsSitemap(origin: string, rest: Rest, now: Date): Promise<FeedAnswer> {
  const since = new Date(now.getTime() - NEWS_WINDOW_MS).toISOString();
  const request = requestOf(newsPostsRequest(builderClient(), since, NEWS_URL_LIMIT));
  const stories = rowsOf(await rest.get(request.path)) as StoryRow[];
  return xml(
    urlset(
      stories.map((story) => ({
        ...storyUrl(story, origin),
        news: { title: story.title, published: story.published_at },
      })),
      SITE_NAME,
    ),
  );
}

type RssRow = StoryRow & {
  excerpt: string | null;
  featured_image_alt: string | null;
  author: string | null;
  category_ref: { name: string } | null;
  profile: { full_name: string | null } | null;
};

async function feed(
  origin: string,
  path: string,
  section: MagazineSection | undefined,
  rest: Rest,
  now: Date,
): Promise<FeedAnswer> {
  const request = requestOf(rssPostsRequest(builderClient(), RSS_POST_LIMIT, section));
  const stories = rowsOf(await rest.get(request.path)) as RssRow[];
  const items = stories.map((story): RssItem => ({
    title: story.title,
    link: `${origin}${postPath(story.slug)}`,
    published: story.published_at,
    creator: story.profile?.full_name?.trim() || story.author?.trim() || FALLBACK_AUTHOR_NAME,
    category: story.category_ref?.name,
    description: story.excerpt ?? undefined,
    image: story.featured_image
      ? {
          url: absolute(mediaUrl(story.featured_image, { width: 1600 }), origin),
          alt: story.featured_image_alt ?? story.title,
        }
      : undefined,
  }));
  const channel = {
    title: section ? `${section.title} — ${SITE_NAME}` : SITE_NAME,
    link: `${origin}${section?.path ?? '/'}`,
    self: `${origin}${path}`,
    description: section?.description ?? SITE_DESCRIPTION,
  };
  return { status: 200, contentType: RSS, body: rssFeed(channel, items, now) };
}

/** The Edit's newest sent issues: the subject, its page, when it went out and the editor's first words. */
async function issuesFeed(origin: string, rest: Rest, now: Date): Promise<FeedAnswer> {
  const request = requestOf(sentIssuesRequest(builderClient(), 0, RSS_POST_LIMIT));
  const issues = rowsOf(await rest.get(request.path)) as (Row & SentIssueSummary)[];
  const items = issues.map((issue): RssItem => ({
    title: issue.subject,
    link: `${origin}${newsletterIssuePath(issue.slug)}`,
    published: issue.sent_at,
    creator: `The ${SITE_NAME} Editors`,
    description: issueSummary({ ...issue, content_blocks: [] }) || undefined,
  }));
  const channel = {
    title: `The Edit — ${SITE_NAME}`,
    link: `${origin}${PATHS.newsletter}`,
    self: `${origin}${NEWSLETTER_FEED_PATH}`,
    description: NEWSLETTER_HEAD.description,
  };
  return { status: 200, contentType: RSS, body: rssFeed(channel, items, now) };
}

const PART_PATH = /^\/sitemaps\/([a-z]+)-([1-9][0-9]{0,6})\.xml$/;

/** Whether `pathname` is one of the documents above (the adapters route these to the function). */
export function isFeedPath(pathname: string): boolean {
  return (
    pathname === '/robots.txt' ||
    pathname === '/sitemap.xml' ||
    pathname === '/news-sitemap.xml' ||
    pathname === '/rss.xml' ||
    pathname === NEWSLETTER_FEED_PATH ||
    SECTION_FEEDS.has(pathname) ||
    PART_PATH.test(pathname)
  );
}

/** The document at `url`, or null when the path is not a feed's (a page's, then). */
export async function resolveFeed(
  url: URL,
  rest: Rest,
  options: FeedOptions = {},
): Promise<FeedAnswer | null> {
  const { pathname, origin } = url;
  if (!isFeedPath(pathname)) return null;
  const limit = options.urlLimit ?? SITEMAP_URL_LIMIT;
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const now = options.now ?? new Date();
  if (pathname === '/robots.txt') {
    return { status: 200, contentType: TEXT, body: robotsTxt(`${origin}/sitemap.xml`) };
  }
  if (pathname === '/sitemap.xml') return index(origin, rest, limit);
  if (pathname === '/news-sitemap.xml') return newsSitemap(origin, rest, now);
  if (pathname === NEWSLETTER_FEED_PATH) return issuesFeed(origin, rest, now);
  if (pathname === '/rss.xml' || SECTION_FEEDS.has(pathname)) {
    return feed(origin, pathname, SECTION_FEEDS.get(pathname), rest, now);
  }
  const [, name, number] = PART_PATH.exec(pathname)!;
  if (name === 'pages') return number === '1' ? pagesSitemap(origin) : NOT_FOUND;
  if (!Object.hasOwn(KINDS, name!)) return NOT_FOUND;
  return part(KINDS[name!]!, Number(number), origin, rest, { limit, pageSize });
}
