import { queryOptions } from '@tanstack/react-query';
import {
  DESTINATION_VIDEO_LOCATION,
  TESTIMONIAL_VIDEO_LOCATION,
  TESTIMONIAL_VIDEOS_GC_TIME_MS,
  TESTIMONIAL_VIDEOS_STALE_TIME_MS,
} from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';
import { videoKeys } from '../keys';

/** The columns of standalone_videos the site reads ("all fields" of spec §7, named). */
export const VIDEO_SELECT =
  'id,title,description,video_url,overlay_photo_url,external_link,status,location,order_index';

export type StandaloneVideo = Pick<
  Tables<'standalone_videos'>,
  | 'id'
  | 'title'
  | 'description'
  | 'video_url'
  | 'overlay_photo_url'
  | 'external_link'
  | 'status'
  | 'location'
  | 'order_index'
>;

/** Spec §4: standalone videos appear when their status is active or published. */
export const VISIBLE_VIDEO_STATUSES = ['active', 'published'] as const;

/** Videos of one location with one of `statuses`, by order_index. Errors reach React Query. */
export async function fetchVideos(
  location: string,
  statuses: readonly string[],
): Promise<StandaloneVideo[]> {
  const supabase = await getSupabase();
  let query = supabase.from('standalone_videos').select(VIDEO_SELECT);
  query =
    statuses.length === 1 ? query.eq('status', statuses[0]!) : query.in('status', [...statuses]);
  const { data, error } = await query
    .eq('location', location)
    .order('order_index', { ascending: true });
  if (error) throw error;
  return data;
}

/**
 * Spec §7 Videos: published, location (default 'testimonial'), order_index asc; spec §9: 15 min
 * fresh, 60 min kept.
 */
export const getTestimonialVideosQueryOptions = (location = TESTIMONIAL_VIDEO_LOCATION) => {
  const statuses = ['published'];
  return queryOptions({
    queryKey: videoKeys.list({ location, statuses }),
    queryFn: () => fetchVideos(location, statuses),
    staleTime: TESTIMONIAL_VIDEOS_STALE_TIME_MS,
    gcTime: TESTIMONIAL_VIDEOS_GC_TIME_MS,
  });
};

/**
 * Spec §7 Destination videos: location destination, status active or published, order_index
 * asc; thrown to the query layer (spec §8). The page adds its freshness settings.
 */
export const getDestinationVideosQueryOptions = () => {
  const location = DESTINATION_VIDEO_LOCATION;
  return queryOptions({
    queryKey: videoKeys.list({ location, statuses: VISIBLE_VIDEO_STATUSES }),
    queryFn: () => fetchVideos(location, VISIBLE_VIDEO_STATUSES),
  });
};
