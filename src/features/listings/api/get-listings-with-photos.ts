import { queryOptions } from '@tanstack/react-query';
import { VENDOR_CAROUSEL_LIMIT } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '@/types/database';
import { listingKeys } from '../keys';
import { shuffle } from '../lib/shuffle';

/** The home page's artist carousel: the name, the photos and the clip played on hover. */
export const LISTING_CAROUSEL_COLUMNS = 'id,name,headshot_url,image_url,url_name,video_url';

/** Spec §7 'Vendors with photos': published, with a headshot or an image, newest first. */
export function selectListingsWithPhotos(client: SupabaseClient<Database>, limit: number) {
  return client
    .from('listings')
    .select(LISTING_CAROUSEL_COLUMNS)
    .or('headshot_url.not.is.null,image_url.not.is.null')
    .eq('status', 'published')
    .order('created_at', { ascending: false })
    .limit(limit);
}

export type CarouselVendor = Pick<
  Tables<'listings'>,
  'id' | 'name' | 'headshot_url' | 'image_url' | 'url_name' | 'video_url'
>;

/**
 * Spec §7 Vendors with photos: published listings with a headshot or an image, created_at desc,
 * bounded to the newest `limit`; shuffled on each load (spec §2). A failure is logged (spec §8) and
 * thrown, so React Query retries it; the section then shows nothing.
 */
export async function fetchListingsWithPhotos(limit: number): Promise<CarouselVendor[]> {
  const supabase = await getSupabase();
  const { data, error } = await selectListingsWithPhotos(supabase, limit);
  if (error) {
    console.error('Error fetching vendors:', error);
    throw error;
  }
  return shuffle(data);
}

/** The caller adds its page's freshness settings (the home page's, spec §9). */
export const getListingsWithPhotosQueryOptions = (limit = VENDOR_CAROUSEL_LIMIT) =>
  queryOptions({
    queryKey: listingKeys.withPhotos(limit),
    queryFn: () => fetchListingsWithPhotos(limit),
  });
