import { firstScreenRequestsOf } from '@/first-screen/requests';
import { matchRoutes } from 'react-router-dom';
import { pageRoutes } from '@/app/router';
import { PATHS, ROUTE_PATTERNS, listingPath, postPath, writerPath } from '@/config/paths';
import { BUSINESS_CATEGORY_IDS } from '@/config/reference-ids';
import { findSection, NYBFW_PAGE } from '@/config/sections';
import {
  DIRECTORY_DESCRIPTION,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_TITLE,
  FALLBACK_AUTHOR_NAME,
  SITE_NAME,
  SITE_TITLE,
  VENUES_DESCRIPTION,
  VENUES_TITLE,
  pageTitle,
} from '@/config/site';
import { REVIEWS_PAGE_LIMIT } from '@/config/reviews';
import { withReviewJsonLd } from '@/features/reviews';
import { mediaUrl } from '@/lib/media';
import {
  isWriterSlug,
  WRITER_PAGE_SELECT,
  writerDescription,
  writerJsonLd,
  writerName,
  writerTitle,
} from '@/features/writers';
import type { JsonLd, PageHead } from './head';
import {
  itemListJsonLd,
  listingCoverImage,
  summarize,
  vendorJsonLd,
  vendorTitle,
} from '@/features/listings';
import { articleJsonLd, breadcrumbJsonLd, type ListingRow, type PostRow } from './structured-data';

/**
 * What the site function answers for a path: its status, its head, the answers of its first
 * screen's requests (embedded for the page, src/first-screen/requests.ts), and how long the edge
 * may keep it. One request for a story or vendor (the page's own, reused for the head; a second,
 * is_archived_page, only when it is missing), for /index and /venues the first screen's page of
 * cards (with its total) and their first cards for the ItemList, for the other fixed pages only
 * the first screen's (a paged list's with its total, unfiltered only).
 */
export type CachePolicy = 'public' | 'missing' | 'private';

export interface ResolvedPage {
  status: 200 | 404 | 410;
  head: PageHead;
  data: Record<string, unknown>;
  cache: CachePolicy;
}

export interface Rest {
  /** GET a REST path (with query) relative to the Supabase URL: its body; throws on a failure. */
  get(path: string): Promise<unknown>;
  /** The same with a Prefer header (a count): the body and the answer's Content-Range. */
  getCounted(path: string, prefer: string): Promise<{ rows: unknown; range: string | null }>;
  /** Calls a database function with the anon key. */
  rpc(name: string, args: Record<string, unknown>): Promise<unknown>;
}

const HOME_DESCRIPTION =
  'Perféte: real weddings, bridal fashion, planning, jewelry, beauty and destinations, and an invitation-only directory of the wedding artists behind them.';
const BLOG_DESCRIPTION =
  'Every story from Perféte: real weddings, bridal fashion, planning, beauty, jewelry and the places worth marrying in — newest first.';
const NOT_FOUND_TITLE = pageTitle('Page not found');

/**
 * Pages opened by a private link (a story's preview, a review invitation): the token in their
 * path is the key, so it appears in no canonical or share tag, and they are never indexed nor kept
 * by a shared cache.
 */
const TOKEN_PREFIXES = [ROUTE_PATTERNS.postPreview, ROUTE_PATTERNS.review].map((path) =>
  path.replace(/\/:token$/, ''),
);
/** Signed-in areas and token pages: never indexed, never kept by a shared cache. */
export const PRIVATE_PREFIXES = [
  PATHS.admin,
  PATHS.vendorDashboard,
  PATHS.accountSettings,
  PATHS.manageListing,
  ...TOKEN_PREFIXES,
];
/** Pages for one visitor's errand (a sign-in, a token in the query): not for search. */
export const ERRAND_PATHS: string[] = [
  PATHS.login,
  PATHS.resetPassword,
  PATHS.authConfirm,
  PATHS.unsubscribe,
  PATHS.membershipAccept,
];

const HOME_CRUMB = { name: SITE_NAME, path: PATHS.home };

const basicHead = (title: string, shareTitle: string, path: string, description?: string) =>
  ({
    title,
    shareTitle,
    description,
    canonicalPath: path,
    type: 'website',
    noindex: false,
    jsonLd: [],
  }) satisfies PageHead;

const notFound = (): ResolvedPage => ({
  status: 404,
  head: {
    title: NOT_FOUND_TITLE,
    shareTitle: NOT_FOUND_TITLE,
    type: 'website',
    noindex: true,
    robots: 'noindex',
    jsonLd: [],
  },
  data: {},
  cache: 'missing',
});

const gone = (): ResolvedPage => ({ ...notFound(), status: 410 });

function isPrivate(path: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Whether the route table has a page for `path`: the app's own table (src/app/router.tsx), so a
 * route added there is known here; its catch-all is the not-found page.
 */
function isKnownPath(path: string): boolean {
  const last = matchRoutes(pageRoutes, path)?.at(-1);
  return last !== undefined && last.route.path !== '*';
}

function segment(path: string, prefix: string): string | null {
  if (!path.startsWith(`${prefix}/`)) return null;
  const rest = path.slice(prefix.length + 1);
  if (rest === '' || rest.includes('/')) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return null;
  }
}

/**
 * The first screen's answers, by request path (what the page would ask for first). A paged
 * list's (asked with a count) only for its unfiltered first page, which is all the first screen
 * paints, and only when it arrives: the page asks for it itself otherwise.
 */
async function firstScreenData(
  path: string,
  rest: Rest,
  search = '',
): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    firstScreenRequestsOf(path).map(async ({ path: request, prefer }) => {
      if (!prefer) return [request, await rest.get(request)] as const;
      if (search !== '') return null;
      const answer = await rest.getCounted(request, prefer).catch(() => null);
      return answer?.range ? ([request, answer] as const) : null;
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== null));
}

const firstRow = <T>(body: unknown): T | null =>
  Array.isArray(body) && body.length > 0 ? (body[0] as T) : null;

async function missing(kind: 'post' | 'listing', key: string, rest: Rest): Promise<ResolvedPage> {
  return (await rest.rpc('is_archived_page', { p_kind: kind, p_key: key })) === true
    ? gone()
    : notFound();
}

async function storyPage(
  origin: string,
  path: string,
  slug: string,
  rest: Rest,
): Promise<ResolvedPage> {
  const data = await firstScreenData(path, rest);
  const post = firstRow<PostRow>(Object.values(data)[0]);
  if (!post) return missing('post', slug, rest);
  const canonicalPath = postPath(post.slug);
  const chosen = post.social_image || post.featured_image;
  const image = chosen ? mediaUrl(chosen, { width: 1600 }) : undefined;
  const title = post.seo_title ?? post.title;
  const section = post.category_ref?.name;
  const author = post.profile?.full_name?.trim() || post.author?.trim() || FALLBACK_AUTHOR_NAME;
  return {
    status: 200,
    head: {
      ...basicHead(
        pageTitle(title),
        title,
        canonicalPath,
        post.seo_description ?? post.excerpt ?? undefined,
      ),
      type: 'article',
      image: image ? { url: image, alt: post.featured_image_alt ?? post.title } : undefined,
      article: {
        publishedTime: post.published_at ?? undefined,
        modifiedTime: post.updated_at,
        section,
        author,
      },
      jsonLd: [
        articleJsonLd(post, { author, image, url: `${origin}${canonicalPath}` }),
        breadcrumbJsonLd(origin, [
          HOME_CRUMB,
          { name: 'The Magazine', path: PATHS.blog },
          { name: post.title, path: canonicalPath },
        ]),
      ],
    },
    data,
    cache: 'public',
  };
}

async function vendorPage(
  origin: string,
  path: string,
  urlName: string,
  rest: Rest,
): Promise<ResolvedPage> {
  const data = await firstScreenData(path, rest);
  const listing = firstRow<ListingRow>(Object.values(data)[0]);
  if (!listing) return missing('listing', urlName.toLowerCase(), rest);
  const title = vendorTitle(listing.name, listing.category?.name, listing.city);
  const canonicalPath = listingPath(listing.url_name);
  const cover = coverImage(listing);
  const directory =
    listing.business_category_id === BUSINESS_CATEGORY_IDS.venue
      ? { name: 'Venues', path: PATHS.venues }
      : { name: 'The Directory', path: PATHS.index };
  return {
    status: 200,
    head: {
      ...basicHead(
        title,
        title,
        canonicalPath,
        summarize(listing.description) || `${listing.name} on ${SITE_NAME}`,
      ),
      image: cover,
      jsonLd: [
        withReviewJsonLd(vendorJsonLd(listing, origin), await publishedReviews(listing.id, rest)),
        breadcrumbJsonLd(origin, [
          HOME_CRUMB,
          directory,
          { name: listing.name, path: canonicalPath },
        ]),
      ],
    },
    data,
    cache: 'public',
  };
}

/** The fields of a writer (WRITER_PAGE_SELECT) the head reads. */
interface WriterRow {
  slug: string;
  full_name: string | null;
  avatar_url: string | null;
  bio: string | null;
}

/**
 * A writer's page (/writers/{slug}): the writer by slug and whether they have a published story
 * (the page is missing otherwise, as the app shows it), side by side. The head the page's own
 * WriterMeta writes, for unfurlers and crawlers.
 */
async function writerPage(url: URL, slug: string, rest: Rest): Promise<ResolvedPage> {
  if (!isWriterSlug(slug)) return notFound();
  const [writerBody, storyBody] = await Promise.all([
    rest.get(`/rest/v1/profiles?select=${WRITER_PAGE_SELECT}&slug=eq.${slug}`),
    rest.get(
      `/rest/v1/blog_posts?select=id,profile:profiles!blog_posts_author_id_fkey!inner(slug)&status=eq.published&published_at=lte.now&profile.slug=eq.${slug}&limit=1`,
    ),
  ]);
  const writer = firstRow<WriterRow>(writerBody);
  if (!writer || !firstRow(storyBody)) return notFound();
  const name = writerName(writer.full_name);
  const page = Number(url.searchParams.get('page') ?? '1');
  const title = writerTitle(name, Number.isInteger(page) ? page : 1);
  const canonicalPath = writerPath(writer.slug);
  const image = writer.avatar_url ? mediaUrl(writer.avatar_url) : undefined;
  return {
    status: 200,
    head: {
      ...basicHead(pageTitle(title), title, canonicalPath, writerDescription(name, writer.bio)),
      image: image ? { url: image, alt: `Portrait of ${name}` } : undefined,
      jsonLd: [
        writerJsonLd(url.origin, { slug: writer.slug, name, bio: writer.bio, image }),
        breadcrumbJsonLd(url.origin, [
          HOME_CRUMB,
          { name: 'The Magazine', path: PATHS.blog },
          { name, path: canonicalPath },
        ]),
      ],
    },
    data: {},
    cache: 'public',
  };
}

/** The vendor's published reviews for its AggregateRating (none when they cannot be read). */
type Review = Parameters<typeof withReviewJsonLd>[1][number];

async function publishedReviews(listingId: string, rest: Rest): Promise<Review[]> {
  try {
    const body = await rest.get(
      `/rest/v1/reviews?select=rating,title,body,author_name,created_at&listing_id=eq.${listingId}&status=eq.published&order=created_at.desc&limit=${REVIEWS_PAGE_LIMIT}`,
    );
    return Array.isArray(body) ? (body as Review[]) : [];
  } catch {
    return [];
  }
}

/** The share image: the landscape cover, else the headshot, else the placeholder. */
function coverImage(listing: ListingRow) {
  const { src, width, height } = listingCoverImage(listing);
  return { url: src, width, height, alt: listing.name };
}

const DIRECTORY_FILTERS = ['q', 'location', 'category', 'type', 'capacity', 'page'];
const LIST_COLUMNS = 'id,name,url_name,summary,headshot_url,image_url,city,state,country';

async function directoryPage(url: URL, rest: Rest, venues: boolean): Promise<ResolvedPage> {
  const origin = url.origin;
  const path = venues ? PATHS.venues : PATHS.index;
  const query = url.searchParams;
  const head = {
    ...basicHead(
      venues ? VENUES_TITLE : DIRECTORY_TITLE,
      venues ? VENUES_TITLE : DIRECTORY_TITLE,
      `${path}${url.search}`,
      venues ? VENUES_DESCRIPTION : DIRECTORY_DESCRIPTION,
    ),
    noindex: query.has('q') || query.has('location') || (venues && query.has('type')),
  };
  const crumbs = breadcrumbJsonLd(origin, [
    HOME_CRUMB,
    { name: venues ? 'Venues' : 'The Directory', path },
  ]);
  const data = await firstScreenData(path, rest, url.search);
  // The first page of cards as an ItemList, when no filter changes which cards they are.
  if (DIRECTORY_FILTERS.some((name) => query.has(name))) {
    return { status: 200, head: { ...head, jsonLd: [crumbs] }, data, cache: 'public' };
  }
  const filter = venues ? `&business_category_id=eq.${BUSINESS_CATEGORY_IDS.venue}` : '';
  const body = await rest.get(
    `/rest/v1/listings?select=${LIST_COLUMNS}&status=eq.published${filter}&order=is_featured.desc,name.asc,id.asc&limit=${DIRECTORY_PAGE_SIZE}`,
  );
  const listings = Array.isArray(body) ? (body as ListingRow[]) : [];
  const first = listings[0];
  const list = itemListJsonLd(listings, {
    name: venues ? 'Venues — Perféte' : 'Perféte vendor directory',
    origin,
  });
  return {
    status: 200,
    head: {
      ...head,
      image: venues && first ? coverImage(first) : undefined,
      jsonLd: listings.length > 0 ? [list, crumbs] : [crumbs],
    },
    data,
    cache: 'public',
  };
}

function sectionHead(url: URL, path: string): PageHead | null {
  const origin = url.origin;
  const section = findSection(path);
  if (!section) return null;
  const canonical = section.canonicalPath ?? section.path;
  const chip = url.searchParams.get('category');
  const page = Number(url.searchParams.get('page') ?? '1');
  const title = page > 1 ? `${section.title} — Page ${page}` : section.title;
  const canonicalPath =
    chip && section.chipIds.includes(chip) ? `${canonical}?category=${chip}` : canonical;
  return {
    ...basicHead(pageTitle(title), title, canonicalPath, section.description),
    jsonLd: [
      breadcrumbJsonLd(origin, [
        HOME_CRUMB,
        { name: 'The Magazine', path: PATHS.blog },
        { name: section.title, path: canonical },
      ]),
    ],
  };
}

function fixedHead(url: URL, path: string): PageHead {
  const origin = url.origin;
  if (path === PATHS.home) {
    return {
      ...basicHead(SITE_TITLE, SITE_TITLE, PATHS.home, HOME_DESCRIPTION),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SITE_NAME,
          url: `${origin}/`,
        } satisfies JsonLd,
      ],
    };
  }
  if (path === PATHS.blog) {
    const q = url.searchParams.get('q');
    const title = q ? `Search: ${q}` : 'All Stories';
    const category = url.searchParams.get('category');
    return {
      ...basicHead(
        pageTitle(title),
        title,
        category ? `${PATHS.blog}?category=${category}` : PATHS.blog,
        BLOG_DESCRIPTION,
      ),
      noindex: Boolean(q),
      jsonLd: [breadcrumbJsonLd(origin, [HOME_CRUMB, { name: 'The Magazine', path: PATHS.blog }])],
    };
  }
  if (path === PATHS.nybfw) {
    return basicHead(pageTitle(NYBFW_PAGE.title), NYBFW_PAGE.title, path, NYBFW_PAGE.description);
  }
  return sectionHead(url, path) ?? basicHead(SITE_TITLE, SITE_NAME, path);
}

/** The page `url` names, with its status, head and first-screen data. */
export async function resolvePage(url: URL, rest: Rest): Promise<ResolvedPage> {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (!isKnownPath(path)) return notFound();

  if (isPrivate(path)) {
    return {
      status: 200,
      head: {
        ...basicHead(SITE_TITLE, SITE_NAME, path),
        canonicalPath: undefined,
        noindex: true,
        robots: 'noindex, nofollow',
      },
      data: {},
      cache: 'private',
    };
  }
  if (ERRAND_PATHS.includes(path)) {
    return {
      status: 200,
      head: { ...basicHead(SITE_TITLE, SITE_NAME, path), noindex: true },
      data: {},
      cache: 'public',
    };
  }

  const slug = findSection(path) ? null : segment(path, PATHS.blog);
  if (slug !== null) return storyPage(url.origin, path, slug, rest);
  const writerSlug = segment(path, '/writers');
  if (writerSlug !== null) return writerPage(url, writerSlug, rest);
  const urlName = segment(path, PATHS.index);
  if (urlName !== null) return vendorPage(url.origin, path, urlName, rest);
  if (path === PATHS.index || path === PATHS.venues) {
    return directoryPage(url, rest, path === PATHS.venues);
  }
  return {
    status: 200,
    head: fixedHead(url, path),
    data: await firstScreenData(path, rest, url.search),
    cache: 'public',
  };
}
