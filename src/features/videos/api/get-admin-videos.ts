import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { VIDEO_SELECT, type StandaloneVideo } from './get-videos';
import { videoKeys } from '../keys';

/**
 * Every video of one location, whatever its status (admins read all by RLS), in the order the
 * site plays them. Errors reach React Query.
 */
export async function fetchAdminVideos(location: string): Promise<StandaloneVideo[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('standalone_videos')
    .select(VIDEO_SELECT)
    .eq('location', location)
    .order('order_index', { ascending: true })
    .order('created_at', { ascending: true });
  if (error) throw error;
  return data;
}

export const getAdminVideosQueryOptions = (location: string) =>
  queryOptions({
    queryKey: videoKeys.admin(location),
    queryFn: () => fetchAdminVideos(location),
  });
