import { getSupabase } from '@/lib/supabase';
import type { TablesUpdate } from '@/types/database';
import { useVideoWrite } from './use-video-write';

/** What the desk changes on a video: its words, its link, where it plays, its status. */
export type VideoPatch = Pick<
  TablesUpdate<'standalone_videos'>,
  'title' | 'description' | 'external_link' | 'location' | 'status'
>;

export async function updateVideo({ id, patch }: { id: string; patch: VideoPatch }) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('standalone_videos')
    .update(patch)
    .eq('id', id)
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('That video is no longer there.');
}

/** Edits, publishes, archives or restores a video (admins only, by RLS). */
export function useUpdateVideo() {
  return useVideoWrite({ mutationFn: updateVideo });
}
