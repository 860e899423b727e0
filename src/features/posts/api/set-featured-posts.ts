import { useAdminWrite } from '@/lib/admin-write';
import { getSupabase } from '@/lib/supabase';
import { postKeys } from '../keys';

/**
 * The location's entries become exactly these posts in this order, in one transaction. The
 * magazine (`postKeys.all`: the home page's featured posts) and the admin's activity refresh.
 */
export function useSetFeaturedPosts() {
  return useAdminWrite(postKeys.all, {
    mutationFn: async ({ location, postIds }: { location: string; postIds: string[] }) => {
      const supabase = await getSupabase();
      const { error } = await supabase.rpc('set_featured_posts', { location, post_ids: postIds });
      if (error) throw error;
    },
  });
}
