import { queryOptions } from '@tanstack/react-query';
import { FEATURED_IN_POST_LIMIT } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from '../keys';
import { toListingPageData, type ListingPageData } from '../lib/listing-page-data';

/**
 * A vendor page's columns (LISTING_DETAIL_COLUMNS, which get-listing-preview.test.ts holds this
 * to) and the status, a preview showing any. Written out rather than imported, so the admin's
 * chunk does not take the directory's query builders out of the public pages' chunk.
 */
export const LISTING_PREVIEW_COLUMNS =
  'id,name,url_name,description,headshot_url,image_url,video_url,city,state,country,venue_type,guest_capacity,price_tier,website,instagram,is_featured,business_category_id,updated_at,category:business_categories(id,name,slug),photos:listing_photos(id,url,alt,position),credits:post_credits(role,post:blog_posts(id,title,slug,excerpt,featured_image,published_at)),status';

export interface ListingPreviewData {
  /** The listing as it stands (for a live one: its public page today). */
  listing: ListingPageData;
  status: string;
}

/**
 * An admin's preview of one listing, in ONE request, fetched only when a preview opens: the
 * vendor page's own data, whatever the status (RLS lets admins read every listing). Null when the
 * listing is gone.
 */
export async function fetchListingPreview(id: string): Promise<ListingPreviewData | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('listings')
    .select(LISTING_PREVIEW_COLUMNS)
    .eq('id', id)
    .order('position', { referencedTable: 'photos', ascending: true })
    .order('created_at', { referencedTable: 'credits', ascending: false })
    .limit(FEATURED_IN_POST_LIMIT, { referencedTable: 'credits' })
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  const { status, ...listing } = data;
  return { listing: toListingPageData(listing), status };
}

export const getListingPreviewQueryOptions = (id: string) =>
  queryOptions({ queryKey: listingKeys.preview(id), queryFn: () => fetchListingPreview(id) });
