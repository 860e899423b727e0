/**
 * The directory's queries as PostgREST builders, one function per request, taking the client.
 *
 * The app's fetchers (get-*.ts) call these with the browser client, and the benchmark
 * (scripts/bench-directory.ts) calls the very same functions with a Node client, so the figures it
 * prints are the site's real queries. That is why this module imports with relative `.ts` paths,
 * and only types from outside: Node runs it with type stripping, without Vite's `@/` alias.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '../../../types/database.ts';
import {
  DIRECTORY_PAGE_SIZE,
  FEATURED_IN_POST_LIMIT,
  FEATURED_LISTING_LIMIT,
  RELATED_LISTING_LIMIT,
} from '../../../config/site.ts';
import type { ListingFilters } from '../keys.ts';
import { prefixSearchQuery } from '../lib/search-fold.ts';

type Client = SupabaseClient<Database>;

/** The text-search configuration of listings.name_search and place_search (no stemming). */
export const SEARCH_CONFIG = 'simple';

/** Only published listings are public (RLS says so too; the filter keeps the index usable). */
export const PUBLISHED = 'published';

/**
 * A card's columns, with the category name embedded (no request per card). `summary` (the
 * description's first 161 characters, a generated column) feeds the page's JSON-LD ItemList: the
 * whole descriptions were half of a directory page's answer.
 */
export const LISTING_CARD_COLUMNS =
  'id,name,url_name,summary,headshot_url,image_url,city,state,country,venue_type,guest_capacity,is_featured,category:business_categories(id,name)';

/**
 * A vendor page in ONE request: the listing, its category, its ordered gallery, and the magazine
 * posts that credit it (credits → posts; RLS hides credits of unpublished posts).
 */
export const LISTING_DETAIL_COLUMNS =
  'id,name,url_name,description,headshot_url,image_url,video_url,city,state,country,venue_type,guest_capacity,price_tier,website,instagram,is_featured,business_category_id,updated_at,category:business_categories(id,name,slug),photos:listing_photos(id,url,alt,position),credits:post_vendor_credits(role,created_at,post:blog_posts(id,title,slug,excerpt,featured_image,published_at))';

export type ListingCategory = Pick<Tables<'business_categories'>, 'id' | 'name'>;

export type ListingCardData = Pick<
  Tables<'listings'>,
  | 'id'
  | 'name'
  | 'url_name'
  | 'summary'
  | 'headshot_url'
  | 'image_url'
  | 'city'
  | 'state'
  | 'country'
  | 'venue_type'
  | 'guest_capacity'
  | 'is_featured'
> & { category: ListingCategory | null };

export type ListingPhoto = Pick<Tables<'listing_photos'>, 'id' | 'url' | 'alt' | 'position'>;

export type CreditedPost = Pick<
  Tables<'blog_posts'>,
  'id' | 'title' | 'slug' | 'excerpt' | 'featured_image' | 'published_at'
>;

export type ListingDetail = Omit<ListingCardData, 'category' | 'summary'> &
  Pick<
    Tables<'listings'>,
    | 'description'
    | 'video_url'
    | 'price_tier'
    | 'website'
    | 'instagram'
    | 'business_category_id'
    | 'updated_at'
  > & {
    category: (ListingCategory & { slug: string }) | null;
    photos: ListingPhoto[];
    credits: { role: string; created_at: string; post: CreditedPost | null }[];
  };

/** First and last row of a 1-based page, for `range()` (inclusive). */
export function pageRange(page: number | undefined, pageSize = DIRECTORY_PAGE_SIZE) {
  const current = Number.isInteger(page) && (page as number) > 0 ? (page as number) : 1;
  const from = (current - 1) * pageSize;
  return { from, to: from + pageSize - 1 };
}

/**
 * One page of published listings with the total (`count: 'exact'`: PostgREST answers the rows and
 * a Content-Range total in the same response). Order: featured first, then by name, id breaking
 * ties so pages never overlap.
 */
export function selectListingsPage(client: Client, filters: ListingFilters) {
  let query = client
    .from('listings')
    .select(LISTING_CARD_COLUMNS, { count: 'exact' })
    .eq('status', PUBLISHED);
  const categoryIds = filters.categoryIds ?? [];
  if (categoryIds.length === 1) query = query.eq('business_category_id', categoryIds[0]!);
  else if (categoryIds.length > 1) query = query.in('business_category_id', [...categoryIds]);
  if (filters.venueType) query = query.eq('venue_type', filters.venueType);
  if (filters.minCapacity) query = query.gte('guest_capacity', filters.minCapacity);
  const name = prefixSearchQuery(filters.q);
  if (name) query = query.textSearch('name_search', name, { config: SEARCH_CONFIG });
  const place = prefixSearchQuery(filters.location);
  if (place) query = query.textSearch('place_search', place, { config: SEARCH_CONFIG });
  const { from, to } = pageRange(filters.page);
  return query
    .order('is_featured', { ascending: false })
    .order('name', { ascending: true })
    .order('id', { ascending: true })
    .range(from, to);
}

/** A published listing by url_name, with everything its page shows (null when there is none). */
export function selectListingByUrlName(client: Client, urlName: string) {
  return client
    .from('listings')
    .select(LISTING_DETAIL_COLUMNS)
    .eq('url_name', urlName)
    .eq('status', PUBLISHED)
    .order('position', { referencedTable: 'photos', ascending: true })
    .order('created_at', { referencedTable: 'credits', ascending: false })
    .limit(FEATURED_IN_POST_LIMIT, { referencedTable: 'credits' })
    .maybeSingle();
}

/** 'More vendors' on a vendor page: others of the same category, featured first. */
export function selectRelatedListings(
  client: Client,
  categoryId: string,
  excludeId: string,
  limit = RELATED_LISTING_LIMIT,
) {
  return client
    .from('listings')
    .select(LISTING_CARD_COLUMNS)
    .eq('status', PUBLISHED)
    .eq('business_category_id', categoryId)
    .neq('id', excludeId)
    .order('is_featured', { ascending: false })
    .order('name', { ascending: true })
    .order('id', { ascending: true })
    .limit(limit);
}

/** Spec §7 'Featured listings': featured and published, newest first, 3 (the share image). */
export function selectFeaturedListings(client: Client, limit = FEATURED_LISTING_LIMIT) {
  return client
    .from('listings')
    .select(LISTING_CARD_COLUMNS)
    .eq('status', PUBLISHED)
    .eq('is_featured', true)
    .order('created_at', { ascending: false })
    .limit(limit);
}
