import { createClient } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import { MemoryRouter } from 'react-router-dom';
import { MAIN_CONTENT_ID, SiteFrame } from '@/app/layout/root-layout';
import { IMAGE_SIZES } from '@/config/image-sizes';
import { PATHS } from '@/config/paths';
import { BUSINESS_CATEGORY_IDS } from '@/config/reference-ids';
import { MAGAZINE_SECTIONS, type MagazineSection } from '@/config/sections';
import {
  BLOG_PAGE_SIZE,
  DIRECTORY_PAGE_SIZE,
  FALLBACK_AUTHOR_NAME,
  FALLBACK_CATEGORY_LABEL,
  FIRST_SCREEN_PAINT_REPORT_WAIT_MS,
  HOME_FEATURED_LOCATION,
  LATEST_POST_LIMIT,
  MOBILE_MEDIA_QUERY,
  READING_WORDS_PER_MINUTE,
  SECTION_PAGE_SIZE,
  SESSION_STORAGE_KEY,
} from '@/config/site';
import { AuthContext, type AuthContextValue } from '@/features/auth';
import { HomeFirstScreen } from '@/features/home';
import {
  directoryFilters,
  listingKeys,
  ListingPageContent,
  selectListingByUrlName,
  type ListingPageData,
  selectListingsPage,
  VendorDirectory,
  VenueDirectory,
  venueFilters,
} from '@/features/listings';
import {
  AuthorAvatar,
  BlogIndex,
  featuredPostsRequest,
  formatPostDate,
  NybfwLanding,
  nybfwPostsRequest,
  POST_TITLE_ID,
  PostLead,
  postKeys,
  postRequest,
  postsRequest,
  SectionTemplate,
  sectionPostsRequest,
  SLUG_MAX_LENGTH,
  type PostCardPost,
  type PostDetail,
} from '@/features/posts';
import { ServerMediaContext } from '@/hooks/use-media-query';
import { getEnv } from '@/lib/env';
import { MEDIA_BUCKET } from '@/lib/media';
import { slugPatternSource } from '@/lib/slug';
import type { AppSupabaseClient } from '@/lib/supabase';
import type { Database } from '@/types/database';
import {
  DIRECTORY_INTRO,
  DirectoryColumn,
  DirectoryIntro,
  VENUES_INTRO,
} from '@/features/listings';
import { requestOf as requestFrom } from './requests';
import { staticPages, type AppRoutes } from './static-pages';
import type { FirstScreen, FirstScreenRoute } from './types';

export { firstScreenRuntime } from './runtime';

/**
 * Build-time only (the `firstScreen` Vite plugin loads it; no page imports it): the markup
 * index.html paints before any script has run, rendered by the app's own components so that it is
 * what React's first render draws again. See ./types.ts for what each part is.
 */

/** Auth as it is before the first session check: nobody known yet, nothing signed-in shown. */
const LOADING_AUTH: AuthContextValue = {
  user: null,
  loading: true,
  isAdmin: false,
  recheckAdmin: async () => {},
};

function render(
  path: string,
  node: ReactNode,
  { client = new QueryClient(), mobile = false } = {},
): string {
  return renderToStaticMarkup(
    <HelmetProvider>
      <QueryClientProvider client={client}>
        <AuthContext.Provider value={LOADING_AUTH}>
          <ServerMediaContext.Provider value={(query) => mobile && query === MOBILE_MEDIA_QUERY}>
            <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
          </ServerMediaContext.Provider>
        </AuthContext.Provider>
      </QueryClientProvider>
    </HelmetProvider>,
  );
}

/** Marks index.html's own main, so that a template is painted only while it is still there. */
const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
const SLUG_TOKEN = '__fs_slug__';
const COUNT_TOKEN = '__fs_count__';

/** A stand-in story whose every field the runtime fills in (`__fs0_title__`). */
function tokenPost(index: number): PostCardPost {
  const token = (field: string) => `__fs${index}_${field}__`;
  return {
    id: token('id'),
    title: token('title'),
    slug: token('slug'),
    excerpt: token('excerpt'),
    featured_image: `${token('img')}-1600.webp`,
    featured_image_focal_x: tokenNumber(index, 'fx'),
    featured_image_focal_y: tokenNumber(index, 'fy'),
    author: null,
    published_at: tokenDate(index),
    created_at: tokenDate(index),
    video_url: [],
    is_opinion: false,
    category: null,
    subcategory: null,
    category_ref: { name: token('label') },
    subcategory_ref: { name: token('label') },
    profile: { full_name: token('author'), avatar_url: null },
  };
}

/** A date per stand-in whose written form is found and replaced by tokens after rendering. */
const tokenDate = (index: number) => `19${10 + index}-02-03T12:00:00.000Z`;

/**
 * The same for the number fields (focal point, reading time): a number no story has, found in the
 * markup and replaced by its token, so the stand-ins keep their types (no string posing as one).
 */
const NUMBER_TOKENS = ['fx', 'fy', 'minutes'] as const;
const tokenNumber = (index: number, field: (typeof NUMBER_TOKENS)[number]) =>
  9_000_000 + index * NUMBER_TOKENS.length + NUMBER_TOKENS.indexOf(field);

function withTokens(html: string, count: number): string {
  let out = html;
  for (let index = 0; index < count; index += 1) {
    out = out
      .split(formatPostDate(tokenDate(index)))
      .join(`__fs${index}_date__`)
      .split(tokenDate(index))
      .join(`__fs${index}_iso__`);
    for (const field of NUMBER_TOKENS)
      out = out.split(String(tokenNumber(index, field))).join(`__fs${index}_${field}__`);
  }
  return out;
}

const tokenPosts = (count: number) => Array.from({ length: count }, (_, index) => tokenPost(index));

/** Renders a page's first screen for phones and for wider screens, with its queries seeded. */
function templates(
  path: string,
  node: ReactNode,
  count: number,
  seed: (client: QueryClient) => void,
  finish: (html: string) => string = (html) => html,
) {
  const variant = (mobile: boolean) => {
    // No garbage-collection timers: they would keep the build's process alive for minutes.
    const client = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });
    seed(client);
    try {
      return finish(withTokens(render(path, node, { client, mobile }), count));
    } finally {
      client.clear();
    }
  };
  const phone = withoutHeadTags(variant(true));
  const wide = withoutHeadTags(variant(false));
  // One copy when both widths draw the same markup (the runtime falls back to `mobile`).
  return { mobile: phone, desktop: wide === phone ? null : wide };
}

/**
 * The page's head tags React 19 rendered in place (title, meta, canonical, JSON-LD, and a preload
 * for each eager image): the template goes into `main`, where they would be noise or, for the
 * preloads, fetch images the runtime holds back until they are in view; the app sets its own.
 */
function withoutHeadTags(html: string): string {
  return html
    .replace(/<title>[\s\S]*?<\/title>/g, '')
    .replace(/<meta [^>]*\/>/g, '')
    .replace(/<link rel="(canonical|preload)"[^>]*\/>/g, '')
    .replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, '');
}

/** The URL and Prefer header of a request the app's query builds (never sent here). */
function requestOf(builder: unknown): { url: string; prefer: string | null } {
  const { path, prefer } = requestFrom(builder, '');
  return { url: path, prefer };
}

function dataRoutes(): FirstScreenRoute[] {
  const env = getEnv();
  const supabase: AppSupabaseClient = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const common = {
    kind: 'posts' as const,
    unless: [],
    videoLead: false,
    excerpt: true,
    sectionName: '',
    pageSize: 0,
    portrait: false,
    countNoun: null,
    groupDigits: false,
    fragments: { badge: '', facts: '', avatarImage: '', avatarInitials: '' },
  };
  const latestCount = LATEST_POST_LIMIT;
  const blogCount = 3;
  const blogFilters = { category: null, q: null, page: 1 };
  return [
    {
      ...common,
      path: PATHS.home,
      ...requestOf(featuredPostsRequest(supabase, HOME_FEATURED_LOCATION, latestCount)),
      nested: 'post',
      videoLead: true,
      count: latestCount,
      exactCount: true,
      sectionName: 'The Latest',
      sizes: IMAGE_SIZES.latestLead,
      portrait: true,
      ...templates(PATHS.home, <HomeFirstScreen />, latestCount, (client) =>
        client.setQueryData(
          postKeys.featured({ location: HOME_FEATURED_LOCATION, limit: latestCount }),
          tokenPosts(latestCount),
        ),
      ),
    },
    {
      ...common,
      path: PATHS.blog,
      unless: ['category', 'q', 'page'],
      ...requestOf(postsRequest(supabase, blogFilters)),
      count: blogCount,
      exactCount: false,
      pageSize: BLOG_PAGE_SIZE,
      countNoun: { one: 'story', other: 'stories' },
      sizes: IMAGE_SIZES.cardLead,
      ...templates(
        PATHS.blog,
        <BlogIndex searchParams={new URLSearchParams()} />,
        blogCount,
        (client) => {
          client.setQueryData(postKeys.list(blogFilters), {
            posts: tokenPosts(blogCount),
            total: COUNT_TOKEN,
          });
          client.setQueryData(postKeys.categories(), []);
        },
        (html) => exactlyOnce(html.replace(`${COUNT_TOKEN} stories`, COUNT_TOKEN), COUNT_TOKEN),
      ),
    },
    {
      ...common,
      path: PATHS.nybfw,
      ...requestOf(nybfwPostsRequest(supabase)),
      count: 1,
      exactCount: false,
      sectionName: 'Bridal Fashion Week',
      sizes: IMAGE_SIZES.cardLead,
      ...templates(PATHS.nybfw, <NybfwLanding />, 1, (client) =>
        client.setQueryData(postKeys.nybfw(), tokenPosts(1)),
      ),
    },
    // Before the story's pattern: a section's path would also read as a story's slug.
    ...sectionRoutes(supabase, common),
    {
      ...common,
      ...postRoute(supabase),
    },
    vendorRoute(supabase),
    listingsRoute(supabase, {
      path: PATHS.index,
      unless: ['category', 'location', 'q', 'page', 'price_max', 'date'],
      categoryIds: [],
      noun: { one: 'vendor', other: 'vendors' },
      node: <VendorDirectory params={new URLSearchParams()} setParams={() => {}} />,
      key: (filters) => listingKeys.directory(filters),
      filters: directoryFilters(new URLSearchParams()),
    }),
    listingsRoute(supabase, {
      path: PATHS.venues,
      unless: ['type', 'capacity', 'location', 'q', 'page', 'price_max', 'seats', 'date'],
      categoryIds: [BUSINESS_CATEGORY_IDS.venue],
      noun: { one: 'venue', other: 'venues' },
      node: <VenueDirectory params={new URLSearchParams()} setParams={() => {}} />,
      key: (filters) => listingKeys.venues(filters),
      filters: venueFilters(new URLSearchParams()),
    }),
  ];
}

/** The words of a section's head, tokens in the section pages' shared templates. */
type SectionWord = 'stitle' | 'seyebrow' | 'sdescription' | 'spath';
const SECTION_COUNT = 3;

/**
 * Every section page (src/config/sections.ts): its page of stories asked for as SectionTemplate
 * asks, painted from SectionTemplate rendered around stand-in stories. The sections share
 * templates (one per shape: with chips or not, marked NEW or not); each route carries its words.
 */
function sectionRoutes(
  supabase: AppSupabaseClient,
  common: Pick<
    FirstScreenRoute,
    | 'kind'
    | 'unless'
    | 'videoLead'
    | 'excerpt'
    | 'sectionName'
    | 'pageSize'
    | 'portrait'
    | 'countNoun'
    | 'groupDigits'
    | 'fragments'
  >,
): FirstScreenRoute[] {
  const shapes = new Map<string, string>();
  return MAGAZINE_SECTIONS.map((section: MagazineSection) => {
    const filters = {
      categoryIds: section.categoryIds,
      subcategoryIds: section.subcategoryIds ?? [],
      chip: null,
      page: 1,
    };
    const shape = `${section.chipIds.length > 0}:${Boolean(section.isNew)}`;
    const same = shapes.get(shape);
    if (!same) shapes.set(shape, section.path);
    const token = (word: SectionWord) => `__fs_${word}__`;
    const built = same
      ? { mobile: null, desktop: null }
      : templates(
          section.path,
          <SectionTemplate
            section={{
              ...section,
              title: token('stitle'),
              eyebrow: token('seyebrow'),
              description: token('sdescription'),
            }}
          />,
          SECTION_COUNT,
          (client) => {
            client.setQueryData(postKeys.section(filters), {
              posts: tokenPosts(SECTION_COUNT),
              total: SECTION_COUNT,
            });
            client.setQueryData(postKeys.categories(), []);
          },
          // The chips' 'All' links to the section itself.
          (html) => html.split(`href="${section.path}"`).join(`href="${token('spath')}"`),
        );
    return {
      ...common,
      path: section.path,
      unless: ['category', 'page'],
      ...requestOf(sectionPostsRequest(supabase, filters)),
      count: SECTION_COUNT,
      exactCount: false,
      sectionName: section.title,
      pageSize: SECTION_PAGE_SIZE,
      sizes: IMAGE_SIZES.cardLead,
      ...built,
      same,
      words: {
        stitle: section.title,
        seyebrow: section.eyebrow,
        sdescription: section.description,
        spath: section.path,
      },
    };
  });
}

/** A stand-in post for the post page's template (its header and hero). */
function tokenPostDetail(): PostDetail {
  const token = (field: string) => `__fs0_${field}__`;
  return {
    ...tokenPost(0),
    featured_image_alt: token('alt'),
    featured_image_focal_x: 50,
    featured_image_focal_y: 50,
    social_image: null,
    status: 'published',
    updated_at: tokenDate(0),
    content: null,
    content_blocks: [],
    category: token('kid'),
    subcategory: null,
    photos: [],
    video_url: [],
    seo_title: null,
    seo_description: null,
    category_ref: { id: token('kid'), name: token('label') },
    subcategory_ref: null,
    profile: { full_name: token('author'), avatar_url: AVATAR_TOKEN_PATH },
    credits: [],
    hidden: null,
  } as PostDetail;
}

const AVATAR_TOKEN_PATH = 'demo/avatars/__fs_value__.webp';

/** The post page: its one request by slug, and its header and hero as the template. */
function postRoute(supabase: AppSupabaseClient) {
  const env = getEnv();
  let avatarImage = '';
  let avatarInitials = '';
  const built = templates(
    PATHS.blog,
    <article aria-labelledby={POST_TITLE_ID}>
      <PostLead
        post={tokenPostDetail()}
        minutes={tokenNumber(0, 'minutes')}
        heroVideo={undefined}
      />
    </article>,
    1,
    () => {},
    (html) => {
      // The author's portrait or initials: a fragment each, chosen per story.
      const image = /<img[^>]*__fs_value__[^>]*>/.exec(html);
      if (!image) throw new Error('The post template has no author portrait');
      avatarImage = image[0].replace(
        `${env.supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/${MEDIA_BUCKET}/${AVATAR_TOKEN_PATH}`,
        VALUE_TOKEN,
      );
      if (!avatarImage.includes(`src="${VALUE_TOKEN}"`))
        throw new Error('The author portrait’s address is not where the template expects it');
      avatarInitials = render(PATHS.blog, <AuthorAvatar profile={null} name="Qx Zy" />).replace(
        '>QZ<',
        `>${VALUE_TOKEN}<`,
      );
      if (!avatarInitials.includes(VALUE_TOKEN)) throw new Error('No initials in the avatar');
      return html.replace(image[0], '__fs0_avatarhtml__');
    },
  );
  return {
    kind: 'post' as const,
    pattern: `^${PATHS.blog}/([^/]+)$`,
    slugPattern: slugPatternSource(SLUG_MAX_LENGTH),
    ...requestOf(postRequest(supabase, SLUG_TOKEN)),
    count: 1,
    exactCount: false,
    sizes: IMAGE_SIZES.postHero,
    ...built,
    fragments: { badge: '', facts: '', avatarImage, avatarInitials },
  };
}

/**
 * A vendor or venue page (/index/{urlName}): its one request, and on phones its hero (the
 * cover's portrait crop, the page's largest paint) painted from the page's own component, above
 * where the app then draws the name and the rest (new content below: no shift). Wider screens set
 * the hero beside the name, vertically centred: there the cover is only preloaded.
 */
function vendorRoute(supabase: AppSupabaseClient): FirstScreenRoute {
  const env = getEnv();
  const media = `${env.supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/${MEDIA_BUCKET}`;
  const cover = '__fs0_img__-1200.webp';
  /** The page's top up to its header: the hero (a picture, or the film with its poster). */
  const hero = (video: string | null) => {
    const listing = {
      id: '__fs0_id__',
      name: '__fs0_title__',
      url_name: SLUG_TOKEN,
      image_url: cover,
      video_url: video,
      headshot_url: null,
      photos: [{ id: 'p', url: cover, alt: '__fs0_alt__', position: 0 }],
      featuredIn: [],
      oftenWith: [],
    } as Partial<ListingPageData> as ListingPageData;
    const html = render(PATHS.index, <ListingPageContent listing={listing} inquiry={null} />);
    const header = html.indexOf('<header');
    if (header < 0 || !html.startsWith('<article')) {
      throw new Error('The vendor page no longer opens with its hero, then its header');
    }
    return `${html.slice(0, header)}</div></article>`;
  };
  const picture = hero(null).replace(`${media}/${cover}`, '__fs0_cover__');
  const film = hero('__fs0_film__.mp4');
  if (!film.includes(`${media}/__fs0_film__.mp4`) || !film.includes(`${media}/__fs0_film__.webp`))
    throw new Error('The vendor page’s film or its poster is not where the template expects it');
  return {
    kind: 'listing',
    pattern: `^${PATHS.index}/([^/]+)$`,
    slugPattern: slugPatternSource(SLUG_MAX_LENGTH),
    unless: [],
    ...requestOf(selectListingByUrlName(supabase, SLUG_TOKEN)),
    count: 1,
    exactCount: false,
    videoLead: false,
    excerpt: false,
    sectionName: '',
    pageSize: 0,
    countNoun: null,
    groupDigits: false,
    fragments: { badge: '', facts: '', avatarImage: '', avatarInitials: '', film },
    mobile: exactlyOnce(picture, '__fs0_cover__').replace(
      '__fs0_cover__',
      `${media}/__fs0_cover__`,
    ),
    // No template on wider screens (an empty one never fits): the cover is preloaded instead.
    desktop: '',
    sizes: '',
    portrait: true,
  };
}

/** Listing cards in a template: the first row at every width (four across from lg). */
const LISTING_TEMPLATE_COUNT = 4;
const VALUE_TOKEN = '__fs_value__';
/** A total no page has, found and replaced by the count token after rendering. */
const TOKEN_TOTAL = 987654;

function tokenListing(index: number) {
  const token = (field: string) => `__fs${index}_${field}__`;
  return {
    id: token('id'),
    name: token('title'),
    url_name: token('slug'),
    description: null,
    headshot_url: null,
    image_url: `${token('img')}-1200.webp`,
    city: token('place'),
    state: null,
    country: null,
    venue_type: VALUE_TOKEN,
    guest_capacity: null,
    is_featured: true,
    category: { id: token('id'), name: token('label') },
  };
}

function listingsRoute(
  supabase: AppSupabaseClient,
  options: {
    path: string;
    unless: string[];
    categoryIds: string[];
    noun: { one: string; other: string };
    node: ReactNode;
    key: (filters: never) => readonly unknown[];
    filters: object | null;
  },
): FirstScreenRoute {
  if (!options.filters) throw new Error(`${options.path} has no first-screen filters`);
  const filters = options.filters as never;
  let badge = '';
  let facts = '';
  const built = templates(
    options.path,
    options.node,
    0,
    (client) =>
      client.setQueryData(options.key(filters), {
        listings: Array.from({ length: LISTING_TEMPLATE_COUNT }, (_, index) => tokenListing(index)),
        total: TOKEN_TOTAL,
        page: 1,
        pageCount: 1,
      }),
    (html) => {
      let out = exactlyOnce(
        html.replace(
          `${new Intl.NumberFormat('en-US').format(TOKEN_TOTAL)} ${options.noun.other}`,
          COUNT_TOKEN,
        ),
        COUNT_TOKEN,
      );
      for (let index = 0; index < LISTING_TEMPLATE_COUNT; index += 1) {
        // A card's optional parts become whole-fragment tokens: there or not, per listing. Each
        // card's badge and facts line come in document order, one card after the other.
        const badgeMatch = /<span[^>]*>Featured<\/span>/.exec(out);
        if (!badgeMatch) throw new Error('The listing template has no Featured badge');
        badge = badgeMatch[0];
        out = out.replace(badge, `__fs${index}_badgehtml__`);
        const factsMatch = new RegExp(`<p[^>]*>${VALUE_TOKEN}</p>`).exec(out);
        if (!factsMatch) throw new Error('The listing template has no facts line');
        facts = factsMatch[0];
        out = out.replace(factsMatch[0], `__fs${index}_factshtml__`);
      }
      return out;
    },
  );
  return {
    ...built,
    kind: 'listings',
    path: options.path,
    unless: options.unless,
    ...requestOf(
      selectListingsPage(supabase, {
        ...(filters as object),
        categoryIds: options.categoryIds,
      }),
    ),
    nested: undefined,
    count: LISTING_TEMPLATE_COUNT,
    exactCount: false,
    videoLead: false,
    excerpt: false,
    sectionName: '',
    pageSize: DIRECTORY_PAGE_SIZE,
    countNoun: options.noun,
    groupDigits: true,
    fragments: { badge, facts, avatarImage: '', avatarInitials: '' },
    sizes: IMAGE_SIZES.listingGrid,
    portrait: true,
  };
}

function exactlyOnce(html: string, token: string): string {
  if (html.split(token).length !== 2) throw new Error(`The first screen must hold ${token} once`);
  return html;
}

/**
 * Everything index.html paints before the scripts. `app` is the app's route table
 * (src/app/router.tsx, passed in by the build's plugin: the first screen imports no pages): with
 * it, every page that needs no data is painted too (./static-pages.tsx).
 */
export async function renderFirstScreen(app?: AppRoutes): Promise<FirstScreen> {
  const env = getEnv();
  const frame = render(PATHS.home, <SiteFrame>{null}</SiteFrame>);
  const main = `id="${MAIN_CONTENT_ID}"`;
  const routes = dataRoutes();
  const fixed: string[] = [PATHS.index, PATHS.venues];
  const covered = (path: string) =>
    fixed.includes(path) ||
    routes.some((route) =>
      route.path !== undefined ? route.path === path : new RegExp(route.pattern!).test(path),
    );
  const found = app ? await staticPages(app, render, covered) : undefined;
  return {
    frame: exactlyOnce(frame, main).replace(main, `${main} ${FIRST_SCREEN_ATTRIBUTE}=""`),
    routes,
    statics: {
      statics: found?.pages ?? {},
      known: found?.known ?? '',
      notFound: found?.notFound ?? '',
    },
    settings: {
      apikey: env.supabaseAnonKey,
      sessionKey: SESSION_STORAGE_KEY,
      mobileQuery: MOBILE_MEDIA_QUERY,
      apiBase: env.supabaseUrl.replace(/\/+$/, ''),
      mediaBase: `${env.supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/${MEDIA_BUCKET}`,
      slugToken: SLUG_TOKEN,
      valueToken: VALUE_TOKEN,
      firstScreenAttribute: FIRST_SCREEN_ATTRIBUTE,
      fallbackAuthor: FALLBACK_AUTHOR_NAME,
      wordsPerMinute: READING_WORDS_PER_MINUTE,
      fallbackLabel: FALLBACK_CATEGORY_LABEL,
      paintReportWaitMs: FIRST_SCREEN_PAINT_REPORT_WAIT_MS,
    },
    pages: [
      {
        path: PATHS.index,
        unlessParams: ['category'],
        html: render(
          PATHS.index,
          <DirectoryColumn>
            <DirectoryIntro title={DIRECTORY_INTRO.title} text={DIRECTORY_INTRO.text} />
          </DirectoryColumn>,
        ),
      },
      {
        path: PATHS.venues,
        unlessParams: ['type'],
        html: render(
          PATHS.venues,
          <DirectoryColumn>
            <DirectoryIntro title={VENUES_INTRO.title} text={VENUES_INTRO.text} />
          </DirectoryColumn>,
        ),
      },
    ],
  };
}
