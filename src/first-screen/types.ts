import type { QueryClient } from '@tanstack/react-query';
import type { RouteMatch, RouteObject } from 'react-router-dom';

/**
 * What src/first-screen/render.tsx renders at build time for index.html:
 * - `frame`: the site frame as a visitor who is not signed in sees it before anything has loaded
 *   (header and an empty main). Every path gets it.
 * - `pages`: the head of pages whose first screen is fixed words. An inline script puts one into
 *   main when the address is that page's and none of `unlessParams` is in the query (those
 *   parameters change the head, e.g. a category adds its name under the title).
 */
export interface FirstScreenPage {
  path: string;
  unlessParams: string[];
  html: string;
}
export interface FirstScreen {
  frame: string;
  pages: FirstScreenPage[];
  routes: FirstScreenRoute[];
  statics: FirstScreenStatics;
  settings: Omit<FirstScreenConfig, 'pages' | 'routes' | keyof FirstScreenStatics>;
}

/**
 * Pages that need no data, found in the app's route table and rendered at build time
 * (./static-pages.tsx), painted for a visitor with no session when the address has no query.
 */
export interface FirstScreenStatics {
  /** Path → its first screen (`wide`: for wider screens, where it differs). */
  statics: Record<string, { html: string; wide?: string }>;
  /** A RegExp source matching every path of the route table: any other is not found. */
  known: string;
  /** The not-found page's first screen. */
  notFound: string;
}

/**
 * A data-led page whose first request index.html starts itself (src/first-screen/runtime.ts),
 * with the templates of its first screen: the app's components rendered at build time around
 * stand-in stories whose fields are tokens (`__fs0_title__`), filled in from the answer.
 */
export interface FirstScreenRoute {
  /** The exact path, or `pattern` (a RegExp source whose group 1 is the post's slug). */
  path?: string;
  pattern?: string;
  /** What a slug must look like before it is asked for (the app asks for nothing otherwise). */
  slugPattern?: string;
  /** Query parameters that make it another request (a category, a search, a page). */
  unless: string[];
  /** The request as the app's query builds it; `slugToken` stands for the slug. */
  url: string;
  prefer: string | null;
  /** Stories (PostCard), listings (ListingCard), a story's page or a vendor's page. */
  kind: 'posts' | 'listings' | 'post' | 'listing';
  /** The count line's noun ('92 stories · page 1 of 8'), and whether its number is grouped. */
  countNoun: { one: string; other: string } | null;
  groupDigits: boolean;
  /** Listing cards' optional parts, the build's markup with `valueToken` for the text. */
  fragments: {
    badge: string;
    facts: string;
    avatarImage: string;
    avatarInitials: string;
    /** A vendor page's hero when it is the vendor's film (with its poster), not a picture. */
    film?: string;
  };
  /** The stories are rows' `nested` field (featured_posts rows hold `post`). */
  nested?: string;
  /** How many stories the templates hold, and whether the answer must have exactly that many. */
  count: number;
  exactCount: boolean;
  /** On wide screens the lead story's film plays in place of its image: a lead with one does not fit. */
  videoLead: boolean;
  /** The templates draw an excerpt (a story without one does not fit them). */
  excerpt: boolean;
  /** The section's name, a card's label before its category (PostCard's rule). */
  sectionName: string;
  /** A paged list's page size, for its count line ('92 stories · page 1 of 8'). */
  pageSize: number;
  /** Painted with the templates of the route of this path (sections share theirs). */
  same?: string;
  /** Words of this route the shared templates hold as tokens (`__fs_stitle__`). */
  words?: Record<string, string>;
  /** The templates; `desktop` null where it would be the same markup as `mobile`. */
  mobile: string | null;
  desktop: string | null;
  /** Where no template fits: the lead image's `sizes`, or its portrait card. */
  sizes: string;
  portrait: boolean;
}

export interface FirstScreenConfig extends FirstScreenStatics {
  pages: Record<string, { unless: string[]; html: string }>;
  routes: FirstScreenRoute[];
  apikey: string;
  sessionKey: string;
  mobileQuery: string;
  /** The Supabase URL without a trailing slash: an embedded answer's key is relative to it. */
  apiBase: string;
  /** The public media folder's URL (storage), without a trailing slash. */
  mediaBase: string;
  slugToken: string;
  valueToken: string;
  /** Marks index.html's own main: a template is painted only while it is still there. */
  firstScreenAttribute: string;
  fallbackAuthor: string;
  /** The reading time's pace (READING_WORDS_PER_MINUTE). */
  wordsPerMinute: number;
  fallbackLabel: string;
  /** FIRST_SCREEN_PAINT_REPORT_WAIT_MS */
  paintReportWaitMs: number;
}

/** The app's route table, as the build's plugin hands it to the first screen (static-pages.tsx). */
export interface AppRoutes {
  pageRoutes: RouteObject[];
  prefetchRoute: (
    pathname: string,
    search: string,
    client: QueryClient,
    matches: RouteMatch[],
  ) => Promise<void>;
  /**
   * Runs the pages' prefetches with a browser-like `window` (the build's plugin gives one from
   * jsdom): an information page's Markdown is sanitized by DOMPurify, which needs a DOM.
   */
  withWindow?: (run: () => Promise<void>) => Promise<void>;
}
