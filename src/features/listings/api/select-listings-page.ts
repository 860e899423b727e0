/**
 * The directory's page of cards (/index and /venues) as a PostgREST builder, taking the client.
 * The app's fetcher (get-listings-page.ts) calls it with the browser client, and the benchmark
 * (scripts/bench-directory.ts) calls the very same function with a Node client, so the figures it
 * prints are the site's real queries. That is why this module imports with relative `.ts` paths,
 * and only types from outside: Node runs it with type stripping, without Vite's `@/` alias.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../types/database.ts';
import { DIRECTORY_PAGE_SIZE } from '../../../config/site.ts';
import { DIRECTORY_PRICE_CURRENCY } from '../../../config/directory-filters.ts';
import type { ListingFilters } from '../keys.ts';
import { LISTING_CARD_COLUMNS, PUBLISHED, SEARCH_CONFIG } from '../lib/listing-columns.ts';
import { prefixSearchQuery } from '../lib/search-fold.ts';

/** First and last row of a 1-based page, for `range()` (inclusive). */
export function pageRange(page: number | undefined, pageSize = DIRECTORY_PAGE_SIZE) {
  const current = Number.isInteger(page) && (page as number) > 0 ? (page as number) : 1;
  const from = (current - 1) * pageSize;
  return { from, to: from + pageSize - 1 };
}

/**
 * The shown listings booked on `day` (today or later), for the "free on my date" filter: what
 * listing_availability() answers listing by listing, for every listing at once.
 */
export async function listingsBookedOn(client: SupabaseClient<Database>, day: string) {
  const { data, error } = await client.rpc('listings_booked_on', { p_day: day });
  if (error) throw error;
  return data.map((row) => row.listing_id);
}

/**
 * One page of published listings with the total (`count: 'exact'`: PostgREST answers the rows and
 * a Content-Range total in the same response). Order: featured first, then by name, id breaking
 * ties so pages never overlap.
 */
export function selectListingsPage(
  client: SupabaseClient<Database>,
  filters: ListingFilters,
  /** Ids to leave out (the listings booked on `filters.freeOn`, from `listingsBookedOn`). */
  leaveOut: readonly string[] = [],
) {
  let query = client
    .from('listings')
    .select(LISTING_CARD_COLUMNS, { count: 'exact' })
    .eq('status', PUBLISHED);
  const categoryIds = filters.categoryIds ?? [];
  if (categoryIds.length === 1) query = query.eq('business_category_id', categoryIds[0]!);
  else if (categoryIds.length > 1) query = query.in('business_category_id', [...categoryIds]);
  if (filters.venueType) query = query.eq('venue_type', filters.venueType);
  if (filters.minCapacity) query = query.gte('guest_capacity', filters.minCapacity);
  if (filters.maxPrice)
    query = query
      .eq('price_currency', DIRECTORY_PRICE_CURRENCY)
      .lte('price_from', filters.maxPrice);
  if (filters.minSeated) query = query.gte('capacity_seated', filters.minSeated);
  const name = prefixSearchQuery(filters.q);
  if (name) query = query.textSearch('name_search', name, { config: SEARCH_CONFIG });
  const place = prefixSearchQuery(filters.location);
  if (place) query = query.textSearch('place_search', place, { config: SEARCH_CONFIG });
  if (leaveOut.length > 0) query = query.not('id', 'in', `(${leaveOut.join(',')})`);
  const { from, to } = pageRange(filters.page);
  return query
    .order('is_featured', { ascending: false })
    .order('name', { ascending: true })
    .order('id', { ascending: true })
    .range(from, to);
}
