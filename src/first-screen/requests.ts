import { createClient } from '@supabase/supabase-js';
import { PATHS } from '@/config/paths';
import { BUSINESS_CATEGORY_IDS } from '@/config/reference-ids';
import { findSection } from '@/config/sections';
import { HOME_FEATURED_LOCATION, LATEST_POST_LIMIT } from '@/config/site';
import {
  directoryFilters,
  selectListingByUrlName,
  selectListingsPage,
  venueFilters,
} from '@/features/listings';
import {
  featuredPostsRequest,
  isPostSlug,
  nybfwPostsRequest,
  postRequest,
  postsRequest,
  sectionPostsRequest,
} from '@/features/posts';
import type { AppSupabaseClient } from '@/lib/supabase';
import type { Database } from '@/types/database';
import { isSlug } from '@/lib/slug';

/**
 * The REST requests a public page's first screen makes, as paths with their query relative to the
 * Supabase URL (`/rest/v1/blog_posts?select=…`). Built with the app's own request builders, so a
 * path here is the request the page sends, by construction.
 *
 * The edge site function (issue #30) fetches these for an HTML request and embeds the answers in
 * the page as `<script type="application/json" id="perfete-data">{"<path>": <body>, …}</script>`;
 * index.html's first-screen script (./runtime.ts) paints from an embedded body instead of asking,
 * and the app adopts it as the answer to its own request (src/lib/early-response.ts).
 *
 * A paged list (/blog, a section, /index, /venues: their first page, unfiltered) asks with
 * `Prefer: count=exact` and reads the total from the answer's Content-Range header: its entry is
 * `{"rows": <body>, "range": "<Content-Range>"}`. The same requests as the build's first-screen
 * routes (render.tsx), which a unit test compares. Pure: no network, no environment, no browser;
 * works at the edge.
 */
export function firstScreenRequests(pathname: string): string[] {
  return firstScreenRequestsOf(pathname).map(({ path }) => path);
}

export interface FirstScreenRequest {
  /** The path with its query, relative to the Supabase URL. */
  path: string;
  /** The Prefer header the app sends with it (null: none). */
  prefer: string | null;
}

/** Stands in for the Supabase URL while a request is built; it never leaves this module. */
const ORIGIN = 'http://first-screen.invalid';
let client: AppSupabaseClient | undefined;

/** A client that only builds requests (their URL and headers); it is never sent from here. */
export function builderClient(): AppSupabaseClient {
  client ??= createClient<Database>(ORIGIN, 'first-screen', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return client;
}

/** The path and Prefer header of a request the app's query builds (never sent). */
export function requestOf(builder: unknown, origin = ORIGIN): FirstScreenRequest {
  const { url, headers } = builder as { url: URL; headers: Headers | Record<string, string> };
  const prefer =
    headers instanceof Headers ? headers.get('Prefer') : (headers.Prefer ?? headers.prefer ?? null);
  const href = url.href;
  return { path: href.startsWith(origin) ? href.slice(origin.length) : href, prefer };
}

/** The first-screen requests of `pathname`, with the Prefer header each is sent with. */
export function firstScreenRequestsOf(pathname: string): FirstScreenRequest[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const supabase = builderClient();
  if (path === PATHS.home) {
    return [requestOf(featuredPostsRequest(supabase, HOME_FEATURED_LOCATION, LATEST_POST_LIMIT))];
  }
  if (path === PATHS.nybfw) return [requestOf(nybfwPostsRequest(supabase))];
  if (path === PATHS.blog) {
    return [requestOf(postsRequest(supabase, { category: null, q: null, page: 1 }))];
  }
  const section = findSection(path);
  if (section) {
    return [
      requestOf(
        sectionPostsRequest(supabase, {
          categoryIds: section.categoryIds,
          subcategoryIds: section.subcategoryIds ?? [],
          chip: null,
          page: 1,
        }),
      ),
    ];
  }
  if (path === PATHS.index) {
    const filters = { ...directoryFilters(new URLSearchParams()), categoryIds: [] };
    return [requestOf(selectListingsPage(supabase, filters))];
  }
  if (path === PATHS.venues) {
    const filters = {
      ...venueFilters(new URLSearchParams()),
      categoryIds: [BUSINESS_CATEGORY_IDS.venue],
    };
    return [requestOf(selectListingsPage(supabase, filters))];
  }
  const post = new RegExp(`^${PATHS.blog}/([^/]+)$`).exec(path);
  if (post) {
    const slug = decoded(post[1]!);
    return isPostSlug(slug) ? [requestOf(postRequest(supabase, slug))] : [];
  }
  const listing = new RegExp(`^${PATHS.index}/([^/]+)$`).exec(path);
  if (listing) {
    // The vendor page reads its address in lowercase (src/routes/vendor.tsx).
    const urlName = decoded(listing[1]!).toLowerCase();
    return isSlug(urlName) ? [requestOf(selectListingByUrlName(supabase, urlName))] : [];
  }
  return [];
}

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return '';
  }
}
