import { useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import type { StandaloneVideo } from './get-videos';
import { useVideoWrite } from './use-video-write';
import { videoKeys } from '../keys';

/**
 * Gives the listed videos of a location positions 1..n in this order (the location's other
 * videos follow), in one transaction: `reorder_videos`, admins only.
 */
export async function reorderVideos({ location, ids }: { location: string; ids: string[] }) {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('reorder_videos', { location, video_ids: ids });
  if (error) throw error;
}

/**
 * Reorders the desk's list at once (optimistic: the row stays where it was dropped) and puts it
 * back as it was when the database refuses; the caller says so. Moves are sent one after the
 * other (one mutation scope), so the last one made is the order that stays.
 */
export function useReorderVideos() {
  const queryClient = useQueryClient();
  return useVideoWrite<void, { location: string; ids: string[] }, StandaloneVideo[] | undefined>({
    mutationKey: videoKeys.reorder(),
    scope: { id: videoKeys.reorder().join('/') },
    mutationFn: reorderVideos,
    onMutate: async ({ location, ids }) => {
      const key = videoKeys.admin(location);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<StandaloneVideo[]>(key);
      if (before) {
        const place = new Map(ids.map((id, index) => [id, index]));
        const rank = (video: StandaloneVideo) => place.get(video.id) ?? ids.length;
        queryClient.setQueryData(
          key,
          [...before].sort((a, b) => rank(a) - rank(b)),
        );
      }
      return before;
    },
    onError: (_error, { location }, before) => {
      if (before) queryClient.setQueryData(videoKeys.admin(location), before);
    },
  });
}
