import type { AppSupabaseClient } from '@/lib/supabase';
import { BUSINESS_CATEGORY_IDS } from '@/config/reference-ids';
import { PUBLISHED } from '../lib/listing-columns';

/**
 * The directory's reads for the vendors' and venues' sitemaps the site function serves
 * (src/site-function/feeds.ts): request builders only, sent by the edge with the publishable key.
 * Row-level security shows published listings only, so one taken down (status 'draft',
 * 20261202040000_take_down_put_back.sql) or archived is gone from the next answer.
 */

/** A listing as a sitemap reads it: its address, date and cover. */
export const SITEMAP_LISTING_SELECT = 'url_name,name,image_url,headshot_url,updated_at';

/** Venues (`venues: true`) or every other vendor, published. */
function published(supabase: AppSupabaseClient, select: string, venues: boolean) {
  const query = supabase
    .from('listings')
    .select(select, { count: 'exact' })
    .eq('status', PUBLISHED);
  return venues
    ? query.eq('business_category_id', BUSINESS_CATEGORY_IDS.venue)
    : query.neq('business_category_id', BUSINESS_CATEGORY_IDS.venue);
}

/** Rows `from`..`to` by address (a new listing takes its place in the order), with the total. */
export function sitemapListingsRequest(
  supabase: AppSupabaseClient,
  venues: boolean,
  from: number,
  to: number,
) {
  return published(supabase, SITEMAP_LISTING_SELECT, venues)
    .order('url_name', { ascending: true })
    .range(from, to);
}

/** The latest change to a public listing of the kind (its `updated_at`), with their number. */
export function newestListingRequest(supabase: AppSupabaseClient, venues: boolean) {
  return published(supabase, 'updated_at', venues)
    .order('updated_at', { ascending: false })
    .range(0, 0);
}
