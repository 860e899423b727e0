import { firstScreenRequestsOf } from '@/first-screen/requests';
import { matchRoutes } from 'react-router-dom';
import { pageRoutes } from '@/app/router';
import {
  PATHS,
  ROUTE_PATTERNS,
  listingPath,
  newsletterIssuePath,
  postPath,
  withQuery,
  writerPath,
} from '@/config/paths';
import { BUSINESS_CATEGORY_IDS } from '@/config/reference-ids';
import { findSection, NYBFW_PAGE } from '@/config/sections';
import {
  BLOG_HEAD,
  HOME_DESCRIPTION,
  CONTACT_HEAD,
  ERRAND_TITLES,
  INFO_HEADS,
  MEMBERSHIP_HEAD,
  NEWSLETTER_HEAD,
  SUBMISSIONS_HEAD,
  type FixedPageHead,
} from '@/config/page-heads';
import { SEARCH_PARAM } from '@/config/search';
import {
  DIRECTORY_PAGE_SIZE,
  FALLBACK_AUTHOR_NAME,
  SITE_NAME,
  SITE_TITLE,
  pageTitle,
} from '@/config/site';
import { isoDateTime, webSiteJsonLd } from '@/lib/schema-org';
import { REVIEWS_PAGE_LIMIT } from '@/config/reviews';
import { withReviewJsonLd } from '@/features/reviews';
import { mediaUrl } from '@/lib/media';
import { coverPinImage, coverShareImage, leadShareImage, SITE_CARD } from '@/lib/share-image';
import { builderClient, requestOf } from '@/first-screen/requests';
import { articleJsonLd, postListJsonLd, sectionPostsRequest } from '@/features/posts';
import {
  isWriterSlug,
  WRITER_PAGE_SELECT,
  writerDescription,
  writerJsonLd,
  writerName,
  writerTitle,
} from '@/features/writers';
import { issueSummary } from '@/features/newsletter/lib/issue-web';
import { ISSUE_SLUG, sentIssueRequest } from '@/features/newsletter/api/sent-issues-request';
import type { PageHead } from './head';
import {
  directoryShareImage,
  categoryViewKey,
  itemListJsonLd,
  selectFeaturedListings,
  summarize,
  vendorDirectoryView,
  vendorJsonLd,
  venueDirectoryView,
  vendorTitle,
} from '@/features/listings';
import { breadcrumbJsonLd, type ListingRow, type PostRow } from './structured-data';

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
/**
 * Pages for one visitor's errand or list (a sign-in, a token in the query, a saved list): not for
 * search (their own heads say `noindex`), each with its own title (src/config/page-heads.ts).
 */
export const ERRAND_PATHS: string[] = Object.keys(ERRAND_TITLES);

const HOME_CRUMB = { name: SITE_NAME, path: PATHS.home };

const basicHead = (title: string, shareTitle: string, path: string, description?: string) =>
  ({
    title,
    shareTitle,
    description,
    canonicalPath: path,
    image: SITE_CARD,
    type: 'website',
    noindex: false,
    jsonLd: [],
  }) satisfies PageHead;

const notFound = (): ResolvedPage => ({
  status: 404,
  head: {
    title: NOT_FOUND_TITLE,
    shareTitle: NOT_FOUND_TITLE,
    image: SITE_CARD,
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
      image: coverShareImage(chosen, post.featured_image_alt ?? post.title),
      pinImage: coverPinImage(chosen),
      article: {
        publishedTime: isoDateTime(post.published_at),
        modifiedTime: isoDateTime(post.updated_at),
        section,
        author,
      },
      jsonLd: [
        articleJsonLd(post, { image, url: `${origin}${canonicalPath}`, origin }),
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
      image: coverShareImage(listing.image_url, listing.name),
      pinImage: coverPinImage(listing.image_url),
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
      // A portrait is no 1200 x 630 card: the site card (the JSON-LD keeps the portrait).
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

/** A sent issue's fields the head reads. */
interface IssueRow {
  slug: string;
  subject: string;
  editor_note: string;
  content_blocks: unknown;
  sent_at: string;
}

/**
 * A sent issue of The Edit (/newsletter/{slug}): its subject and first words, the site card, and
 * when it went out, as the page's own PageMeta writes them. A draft or an unknown slug is missing.
 */
async function newsletterIssuePage(
  origin: string,
  slug: string,
  rest: Rest,
): Promise<ResolvedPage> {
  if (!ISSUE_SLUG.test(slug)) return notFound();
  const issue = firstRow<IssueRow>(
    await rest.get(requestOf(sentIssueRequest(builderClient(), slug)).path),
  );
  if (!issue) return notFound();
  const canonicalPath = newsletterIssuePath(issue.slug);
  return {
    status: 200,
    head: {
      ...basicHead(pageTitle(issue.subject), issue.subject, canonicalPath, issueSummary(issue)),
      type: 'article',
      jsonLd: [
        breadcrumbJsonLd(origin, [
          HOME_CRUMB,
          { name: NEWSLETTER_HEAD.title, path: PATHS.newsletter },
          { name: issue.subject, path: canonicalPath },
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

/** The directory's card from the request the page makes for it (its featured listings). */
async function directoryCard(rest: Rest, venues: boolean) {
  const { path } = requestOf(selectFeaturedListings(builderClient()));
  const body = await rest.get(path).catch(() => []);
  return directoryShareImage(Array.isArray(body) ? (body as FeaturedRow[]) : [], venues);
}

type FeaturedRow = Parameters<typeof directoryShareImage>[0][number];

const LIST_COLUMNS = 'id,name,url_name,summary,headshot_url,image_url,city,state,country';

/**
 * /index and /venues: the head of the list the parameters name (directory-view.ts: a category or
 * venue type is a page of its own; other filters, searches and later pages are `noindex, follow`
 * with the canonical of the list they narrow), and its first page of cards as an ItemList when no
 * other filter changes which cards they are.
 */
async function directoryPage(url: URL, rest: Rest, venues: boolean): Promise<ResolvedPage> {
  const origin = url.origin;
  const path = venues ? PATHS.venues : PATHS.index;
  const view = venues
    ? venueDirectoryView(url.searchParams)
    : vendorDirectoryView(url.searchParams);
  const head = {
    ...basicHead(view.title, view.title, view.canonicalPath, view.description),
    noindex: view.noindex,
  };
  const crumbs = breadcrumbJsonLd(origin, [
    HOME_CRUMB,
    { name: venues ? 'Venues' : 'The Directory', path },
    ...(view.canonicalPath !== path ? [{ name: view.title, path: view.canonicalPath }] : []),
  ]);
  const [data, image] = await Promise.all([
    firstScreenData(path, rest, url.search),
    directoryCard(rest, venues),
  ]);
  if (view.noindex) {
    return { status: 200, head: { ...head, image, jsonLd: [crumbs] }, data, cache: 'public' };
  }
  // The list's own cards: the category's or venue type's when the view is one.
  const shown = new URL(view.canonicalPath, origin).searchParams;
  const category = categoryViewKey(shown.get('category'));
  const type = shown.get('type');
  const filter = venues
    ? `&business_category_id=eq.${BUSINESS_CATEGORY_IDS.venue}${type ? `&venue_type=eq.${encodeURIComponent(type)}` : ''}`
    : category
      ? `&business_category_id=eq.${BUSINESS_CATEGORY_IDS[category]}`
      : '';
  const body = await rest.get(
    `/rest/v1/listings?select=${LIST_COLUMNS}&status=eq.published${filter}&order=is_featured.desc,name.asc,id.asc&limit=${DIRECTORY_PAGE_SIZE}`,
  );
  const listings = Array.isArray(body) ? (body as ListingRow[]) : [];
  const list = itemListJsonLd(listings, {
    name:
      view.canonicalPath === path
        ? venues
          ? 'Venues — Perféte'
          : 'Perféte vendor directory'
        : view.title,
    origin,
  });
  return {
    status: 200,
    head: {
      ...head,
      image,
      jsonLd: listings.length > 0 ? [list, crumbs] : [crumbs],
    },
    data,
    cache: 'public',
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `page` as the magazine's lists read it (a whole number above 1, else 1). */
function listPage(query: URLSearchParams): number {
  const page = Number(query.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The posts of a list's first screen answer (counted or not), as an ItemList of their pages. */
function firstScreenList(data: Record<string, unknown>, origin: string, name: string) {
  const answer = Object.values(data)[0] as { rows?: unknown } | unknown[] | undefined;
  const rows = Array.isArray(answer) ? answer : answer?.rows;
  const posts = Array.isArray(rows)
    ? (rows as { slug?: unknown; post?: { slug?: unknown } }[])
        .map((row) => (typeof row.slug === 'string' ? row.slug : row.post?.slug))
        .filter((slug): slug is string => typeof slug === 'string')
    : [];
  return posts.length > 0 ? [postListJsonLd(origin, name, posts.map(postPath))] : [];
}

/**
 * A section: its own page; a chip (`?category=`) or a later page narrows it, `noindex, follow`
 * with the section's canonical (docs/decisions.md), as section-template.tsx writes it.
 */
function sectionHead(url: URL, path: string): PageHead | null {
  const origin = url.origin;
  const section = findSection(path);
  if (!section) return null;
  const canonical = section.canonicalPath ?? section.path;
  const raw = url.searchParams.get('category');
  const chip = raw && UUID.test(raw) && section.chipIds.includes(raw.toLowerCase()) ? raw : null;
  const page = listPage(url.searchParams);
  const title = page > 1 ? `${section.title} — Page ${page}` : section.title;
  return {
    ...basicHead(pageTitle(title), title, canonical, section.description),
    noindex: chip !== null || page > 1,
    jsonLd: [
      breadcrumbJsonLd(origin, [
        HOME_CRUMB,
        { name: 'The Magazine', path: PATHS.blog },
        { name: section.title, path: canonical },
      ]),
    ],
  };
}

/** A page of the house (src/config/page-heads.ts), Home › page. */
function houseHead(origin: string, path: string, { title, description }: FixedPageHead): PageHead {
  return {
    ...basicHead(pageTitle(title), title, path, description),
    jsonLd: [breadcrumbJsonLd(origin, [HOME_CRUMB, { name: title, path }])],
  };
}

const FIXED_HEADS: Record<string, FixedPageHead> = {
  ...INFO_HEADS,
  [PATHS.contact]: CONTACT_HEAD,
  [PATHS.submissions]: SUBMISSIONS_HEAD,
  [PATHS.membership]: MEMBERSHIP_HEAD,
  [PATHS.newsletter]: NEWSLETTER_HEAD,
};

function fixedHead(url: URL, path: string): PageHead {
  const origin = url.origin;
  if (path === PATHS.home) {
    return {
      ...basicHead(SITE_TITLE, SITE_TITLE, PATHS.home, HOME_DESCRIPTION),
      jsonLd: [webSiteJsonLd(origin), breadcrumbJsonLd(origin, [HOME_CRUMB])],
    };
  }
  if (path === PATHS.blog) {
    // A category, a search or a later page narrows /blog: blog-index.tsx writes the same.
    const { searchParams } = url;
    const q = searchParams.get('q')?.trim();
    const category = searchParams.get('category');
    const page = listPage(searchParams);
    const title = q ? `Search: ${q}` : BLOG_HEAD.title;
    return {
      ...basicHead(pageTitle(title), title, PATHS.blog, BLOG_HEAD.description),
      noindex: Boolean(q) || (category !== null && UUID.test(category)) || page > 1,
      jsonLd: [breadcrumbJsonLd(origin, [HOME_CRUMB, { name: 'The Magazine', path: PATHS.blog }])],
    };
  }
  if (path === PATHS.nybfw) {
    return houseHead(origin, path, NYBFW_PAGE);
  }
  if (path === PATHS.search) {
    const q = url.searchParams.get(SEARCH_PARAM)?.trim();
    const title = q ? `Search: ${q}` : 'Search';
    return {
      ...basicHead(pageTitle(title), title, withQuery(path, q ? { [SEARCH_PARAM]: q } : {})),
      noindex: true,
    };
  }
  const fixed = FIXED_HEADS[path];
  if (fixed) return houseHead(origin, path, fixed);
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
  const errand = ERRAND_TITLES[path];
  if (errand !== undefined) {
    return {
      status: 200,
      head: { ...basicHead(pageTitle(errand), errand, path), noindex: true, robots: 'noindex' },
      data: {},
      cache: 'public',
    };
  }

  const slug = findSection(path) ? null : segment(path, PATHS.blog);
  if (slug !== null) return storyPage(url.origin, path, slug, rest);
  const issueSlug = segment(path, PATHS.newsletter);
  if (issueSlug !== null) return newsletterIssuePage(url.origin, issueSlug, rest);
  const writerSlug = segment(path, '/writers');
  if (writerSlug !== null) return writerPage(url, writerSlug, rest);
  const urlName = segment(path, PATHS.index);
  if (urlName !== null) return vendorPage(url.origin, path, urlName, rest);
  if (path === PATHS.index || path === PATHS.venues) {
    return directoryPage(url, rest, path === PATHS.venues);
  }
  const head = fixedHead(url, path);
  const data = await firstScreenData(path, rest, url.search);
  const section = findSection(path);
  if (section) head.image = await sectionCard(url, section, data, rest);
  // A list of stories (a section, /nybfw, /blog) names them, in their order, as an ItemList.
  const listName = section?.title ?? (path === PATHS.nybfw ? NYBFW_PAGE.title : null);
  const list = listName && !head.noindex ? firstScreenList(data, url.origin, listName) : [];
  return {
    status: 200,
    head: { ...head, jsonLd: [...list, ...head.jsonLd] },
    data,
    cache: 'public',
  };
}

type SectionRow = { title: string; featured_image: string | null };

/**
 * A section's card: its lead story's cover, the first story of the page shown (the same
 * request as the page's list: from the first screen's answers when they hold it).
 */
async function sectionCard(
  url: URL,
  section: NonNullable<ReturnType<typeof findSection>>,
  data: Record<string, unknown>,
  rest: Rest,
) {
  const chip = url.searchParams.get('category');
  const page = Number(url.searchParams.get('page') ?? '1');
  const { path } = requestOf(
    sectionPostsRequest(builderClient(), {
      categoryIds: section.categoryIds,
      subcategoryIds: section.subcategoryIds ?? [],
      chip: chip && section.chipIds.includes(chip) ? chip : null,
      page: Number.isInteger(page) && page > 0 ? page : 1,
    }),
  );
  const embedded = data[path] as { rows?: unknown } | undefined;
  const rows = embedded?.rows ?? (await rest.get(path).catch(() => []));
  const posts = Array.isArray(rows) ? (rows as SectionRow[]) : [];
  return leadShareImage(posts.map((post) => ({ cover: post.featured_image, alt: post.title })));
}
