import { getSupabase } from '@/lib/supabase';
import type { TablesInsert } from '@/types/database';
import { VIDEO_SELECT, type StandaloneVideo } from './get-videos';
import { useVideoWrite } from './use-video-write';

/** What the desk sends for a new video; the database places it last in its location. */
export type NewVideo = Pick<
  TablesInsert<'standalone_videos'>,
  | 'title'
  | 'description'
  | 'video_url'
  | 'overlay_photo_url'
  | 'external_link'
  | 'location'
  | 'status'
>;

export async function createVideo(video: NewVideo): Promise<StandaloneVideo> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('standalone_videos')
    .insert(video)
    .select(VIDEO_SELECT)
    .single();
  if (error) throw error;
  return data;
}

/** Adds a video (admins only, by RLS). */
export function useCreateVideo() {
  return useVideoWrite({ mutationFn: createVideo });
}
