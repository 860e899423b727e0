import { queryOptions, useQuery } from '@tanstack/react-query';
import { VENDOR_CAROUSEL_LIMIT } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';
import { HOME_QUERY_SETTINGS, homeKeys } from './home-posts';

export type CarouselVendor = Pick<
  Tables<'listings'>,
  'id' | 'name' | 'headshot_url' | 'image_url' | 'url_name' | 'video_url'
>;

export const VENDOR_COLUMNS = 'id,name,headshot_url,image_url,url_name,video_url';

/** Fisher–Yates, on a copy. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

/**
 * Spec §7 Vendors with photos: published listings with a headshot or an image, created_at desc,
 * bounded to the newest VENDOR_CAROUSEL_LIMIT; shuffled on each load (spec §2). A failure is
 * logged and gives an empty list (spec §8).
 */
export async function fetchVendorsWithPhotos(): Promise<CarouselVendor[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('listings')
    .select(VENDOR_COLUMNS)
    .or('headshot_url.not.is.null,image_url.not.is.null')
    .eq('status', 'published')
    .order('created_at', { ascending: false })
    .limit(VENDOR_CAROUSEL_LIMIT);
  if (error) {
    console.error('Error fetching vendors:', error);
    return [];
  }
  return shuffle(data ?? []);
}

export const getVendorsWithPhotosQueryOptions = () =>
  queryOptions({
    queryKey: [
      ...homeKeys.all,
      'vendors',
      { withPhotos: true, limit: VENDOR_CAROUSEL_LIMIT },
    ] as const,
    queryFn: fetchVendorsWithPhotos,
    ...HOME_QUERY_SETTINGS,
  });

export function useVendorsWithPhotos(enabled = true) {
  return useQuery({ ...getVendorsWithPhotosQueryOptions(), enabled });
}
