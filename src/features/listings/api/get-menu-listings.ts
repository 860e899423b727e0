import { queryOptions, useQuery } from '@tanstack/react-query';
import { VENDOR_MENU_EXCLUDED_CATEGORY_ID } from '@/config/navigation';
import { MENU_PANEL_ITEM_LIMIT, MENU_QUERY_STALE_TIME_MS } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '@/types/database';
import { listingKeys } from '../keys';

/** A menu panel's vendor preview card (287 x 400): its still, clip, place and category name. */
export const LISTING_MENU_COLUMNS =
  'id,name,url_name,image_url,headshot_url,video_url,city,state,country,category_ref:business_categories!listings_business_category_id_fkey(name)';

/**
 * Spec §7 'Vendor menu': featured, published, outside the excluded (venue) category, newest first,
 * with the category name embedded (no request per card).
 */
export function selectMenuListings(
  client: SupabaseClient<Database>,
  excludedCategoryId: string,
  limit: number,
) {
  return client
    .from('listings')
    .select(LISTING_MENU_COLUMNS)
    .eq('status', 'published')
    .eq('is_featured', true)
    .neq('business_category_id', excludedCategoryId)
    .order('created_at', { ascending: false })
    .limit(limit);
}

/** A vendor preview card of the mega menu, with its category name embedded. */
export type MenuListing = Pick<
  Tables<'listings'>,
  | 'id'
  | 'name'
  | 'url_name'
  | 'image_url'
  | 'headshot_url'
  | 'video_url'
  | 'city'
  | 'state'
  | 'country'
> & {
  category_ref: { name: string } | null;
};

/**
 * Spec §7 Vendor menu: listings, published, featured, outside the excluded (venue) category,
 * created_at desc, limit 3. Errors are logged and thrown to the query (spec §8).
 */
export async function fetchMenuListings(
  excludedCategoryId: string,
  limit: number,
): Promise<MenuListing[]> {
  const supabase = await getSupabase();
  const { data, error } = await selectMenuListings(supabase, excludedCategoryId, limit);
  if (error) {
    console.error('Vendor menu: could not load featured listings', error);
    throw error;
  }
  return data;
}

/** Spec §9: menu queries stay fresh for 5 minutes. */
export const getMenuListingsQueryOptions = (
  excludedCategoryId = VENDOR_MENU_EXCLUDED_CATEGORY_ID,
  limit = MENU_PANEL_ITEM_LIMIT,
) =>
  queryOptions({
    queryKey: listingKeys.menu({ excludedCategoryId, limit }),
    queryFn: () => fetchMenuListings(excludedCategoryId, limit),
    staleTime: MENU_QUERY_STALE_TIME_MS,
  });

export function useMenuListings() {
  return useQuery(getMenuListingsQueryOptions());
}
