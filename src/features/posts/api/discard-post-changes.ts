import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { postKeys } from '../keys';
import { refreshPosts } from '../lib/refresh-posts';
import { fetchEditablePost } from './get-editable-post';

/**
 * "Discard changes": a published story's waiting changes dropped; the live version is untouched.
 * Resolves to the post as it now is (its live version), which becomes the editor's copy; the
 * magazine (the editor's copy included) refreshes.
 */
export function useDiscardPostChanges(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const supabase = await getSupabase();
      const { error } = await supabase.from('post_changes').delete().eq('post_id', postId);
      if (error) throw error;
      return fetchEditablePost(postId);
    },
    onSuccess: (post) => {
      if (post) queryClient.setQueryData(postKeys.edit(postId), post);
      refreshPosts(queryClient, { fresh: post ? postKeys.edit(postId) : undefined });
    },
  });
}
