import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  TESTIMONIAL_VIDEO_LOCATION,
  TESTIMONIAL_VIDEOS_GC_TIME_MS,
  TESTIMONIAL_VIDEOS_STALE_TIME_MS,
} from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import { homeKeys } from './home-posts';
import { STANDALONE_VIDEO_COLUMNS, type StandaloneVideo } from './standalone-videos';

/** Spec §7 Videos: standalone_videos, status published, location (default 'testimonial'), order_index asc. */
export async function fetchStandaloneVideos(
  location: string = TESTIMONIAL_VIDEO_LOCATION,
): Promise<StandaloneVideo[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('standalone_videos')
    .select(STANDALONE_VIDEO_COLUMNS)
    .eq('status', 'published')
    .eq('location', location)
    .order('order_index', { ascending: true });
  if (error) throw error;
  return data ?? [];
}

export const getTestimonialVideosQueryOptions = (location = TESTIMONIAL_VIDEO_LOCATION) =>
  queryOptions({
    queryKey: [...homeKeys.all, 'videos', { location }] as const,
    queryFn: () => fetchStandaloneVideos(location),
    staleTime: TESTIMONIAL_VIDEOS_STALE_TIME_MS,
    gcTime: TESTIMONIAL_VIDEOS_GC_TIME_MS,
  });

export function useTestimonialVideos(enabled = true) {
  return useQuery({ ...getTestimonialVideosQueryOptions(), enabled });
}
