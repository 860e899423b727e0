import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { postKeys } from '../keys';
import { refreshPosts } from '../lib/refresh-posts';
import { fetchEditablePost } from './get-editable-post';

/**
 * Writes a revision back onto the post (itself kept as a new revision); resolves to the post as it
 * now is, which becomes the editor's copy. The magazine (the revisions too) and the admin's
 * activity refresh.
 */
export function useRestoreRevision(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (revisionId: number) => {
      const supabase = await getSupabase();
      const { error } = await supabase.rpc('restore_post_revision', { revision_id: revisionId });
      if (error) throw error;
      return fetchEditablePost(postId);
    },
    onSuccess: (post) => {
      if (post) queryClient.setQueryData(postKeys.edit(postId), post);
      refreshPosts(queryClient, { admin: true, fresh: post ? postKeys.edit(postId) : undefined });
    },
  });
}
