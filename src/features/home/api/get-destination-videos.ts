import { queryOptions, useQuery } from '@tanstack/react-query';
import { DESTINATION_VIDEO_LOCATION } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import { HOME_QUERY_SETTINGS, homeKeys } from './home-posts';
import { STANDALONE_VIDEO_COLUMNS, type StandaloneVideo } from './standalone-videos';

/** Spec §7 Destination videos: location destination, status active or published, order_index asc. */
export async function fetchDestinationVideos(): Promise<StandaloneVideo[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('standalone_videos')
    .select(STANDALONE_VIDEO_COLUMNS)
    .eq('location', DESTINATION_VIDEO_LOCATION)
    .in('status', ['active', 'published'])
    .order('order_index', { ascending: true });
  // Spec §8: thrown to the query layer; the band then plays the default video.
  if (error) throw error;
  return data ?? [];
}

export const getDestinationVideosQueryOptions = () =>
  queryOptions({
    queryKey: [...homeKeys.all, 'videos', { location: DESTINATION_VIDEO_LOCATION }] as const,
    queryFn: fetchDestinationVideos,
    ...HOME_QUERY_SETTINGS,
  });

export function useDestinationVideos(enabled = true) {
  return useQuery({ ...getDestinationVideosQueryOptions(), enabled });
}
