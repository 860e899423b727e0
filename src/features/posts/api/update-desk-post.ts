import { useAdminWrite } from '@/lib/admin-write';
import { getSupabase } from '@/lib/supabase';
import type { TablesUpdate } from '@/types/database';
import { postKeys } from '../keys';

/** A change the desk makes to a post: publish, unpublish, feature, archive, restore. */
export type DeskPatch = Pick<TablesUpdate<'blog_posts'>, 'status' | 'is_featured'>;

/** The desk's change to one post; the magazine (`postKeys.all`) and the admin's counts refresh. */
export function useUpdateDeskPost() {
  return useAdminWrite(postKeys.all, {
    mutationFn: async ({ id, patch }: { id: string; patch: DeskPatch }) => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('blog_posts')
        .update(patch)
        .eq('id', id)
        .select('id');
      if (error) throw error;
      if (data.length === 0) throw new Error('That post is no longer there.');
    },
  });
}
