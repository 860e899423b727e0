import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { postKeys } from '../keys';
import { refreshPosts } from '../lib/refresh-posts';
import { fetchEditablePost } from './get-editable-post';

/**
 * Loads a revision's words into the post (restore_post_revision, itself kept as a new revision):
 * a published story's as changes waiting for Update, never straight to readers; a draft's into
 * its row. Resolves to the post as its editor now holds it. The magazine (the revisions and the
 * editor's copy too) and the admin's activity refresh.
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
