import { MEDIA_BUCKET } from '@/lib/media';
import { getSupabase } from '@/lib/supabase';
import type { StandaloneVideo } from './get-videos';
import { useVideoWrite } from './use-video-write';

/** Files the desk uploaded live under this folder; demo media and links elsewhere stay. */
const UPLOADED_VIDEOS_FOLDER = 'videos/';

/**
 * Deletes an archived video for good (the database refuses any other), then its uploaded film
 * and poster. Removing the files is best effort: the row is gone, and a file left behind harms
 * no one, so a failure is logged, not shown.
 */
export async function deleteVideoForGood(
  video: Pick<StandaloneVideo, 'id' | 'video_url' | 'overlay_photo_url'>,
) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('standalone_videos')
    .delete()
    .eq('id', video.id)
    .eq('status', 'archived')
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('Only an archived video can be deleted for good.');
  const files = [video.video_url, video.overlay_photo_url].filter(
    (path): path is string => !!path && path.startsWith(UPLOADED_VIDEOS_FOLDER),
  );
  if (files.length === 0) return;
  const removed = await supabase.storage.from(MEDIA_BUCKET).remove(files);
  if (removed.error) console.error('Removing a video’s files from storage failed', removed.error);
}

export function useDeleteVideoForGood() {
  return useVideoWrite({ mutationFn: deleteVideoForGood });
}
