import { queryOptions, useQuery } from '@tanstack/react-query';
import { VENDOR_MENU_EXCLUDED_CATEGORY_ID } from '@/config/navigation';
import { MENU_PANEL_ITEM_LIMIT } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import {
  MENU_LISTING_SELECT,
  MENU_QUERY_SETTINGS,
  navigationKeys,
  type MenuListing,
} from './menu-queries';

/**
 * Spec §7 Vendor menu: listings, published, featured, outside the excluded (venue) category,
 * created_at desc, limit 3. Errors are logged and thrown to the query (spec §8).
 */
export async function getVendorMenuListings(
  excludedCategoryId: string,
  limit: number,
): Promise<MenuListing[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('listings')
    .select(MENU_LISTING_SELECT)
    .eq('status', 'published')
    .eq('is_featured', true)
    .neq('business_category_id', excludedCategoryId)
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) {
    console.error('Vendor menu: could not load featured listings', error);
    throw error;
  }
  return data;
}

export const getVendorMenuListingsQueryOptions = (
  excludedCategoryId = VENDOR_MENU_EXCLUDED_CATEGORY_ID,
  limit = MENU_PANEL_ITEM_LIMIT,
) =>
  queryOptions({
    queryKey: navigationKeys.vendorMenu(excludedCategoryId, limit),
    queryFn: () => getVendorMenuListings(excludedCategoryId, limit),
    ...MENU_QUERY_SETTINGS,
  });

export function useVendorMenuListings() {
  return useQuery(getVendorMenuListingsQueryOptions());
}
