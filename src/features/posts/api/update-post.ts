import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { PostConflictError } from '../lib/post-conflict-error';
import { refreshPosts } from '../lib/refresh-posts';

/**
 * "Update": a published story's waiting changes swapped into its live version
 * (apply_post_changes, on the version the editor holds), kept as one 'update' revision. Resolves
 * to the new version; rejects with PostConflictError when someone else saved in between. The
 * magazine (readers' pages, the revisions) and the admin's activity refresh.
 */
export function useUpdatePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (expected: string) => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.rpc('apply_post_changes', {
        post_id: postId,
        expected,
      });
      if (error) throw error;
      if (!data.updated_at) throw new PostConflictError();
      return data.updated_at;
    },
    onSuccess: () => refreshPosts(queryClient, { admin: true }),
  });
}
