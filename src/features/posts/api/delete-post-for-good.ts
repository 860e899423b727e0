import { useAdminWrite } from '@/lib/admin-write';
import { getSupabase } from '@/lib/supabase';
import { postKeys } from '../keys';

/**
 * Deleting for good: the database allows it for archived posts only, and keeps credits. The
 * magazine (`postKeys.all`) and the admin's counts refresh.
 */
export function useDeletePostForGood() {
  return useAdminWrite(postKeys.all, {
    mutationFn: async (id: string) => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('blog_posts')
        .delete()
        .eq('id', id)
        .eq('status', 'archived')
        .select('id');
      if (error) {
        if (error.code === '23503')
          throw new Error(
            'This post credits vendors; it stays archived so their credits are kept.',
          );
        throw error;
      }
      if (data.length === 0) throw new Error('Only an archived post can be deleted for good.');
    },
  });
}
