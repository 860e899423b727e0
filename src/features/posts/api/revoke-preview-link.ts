import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { postKeys } from '../keys';

/** Revokes a preview link: from now on it opens nothing. */
export async function revokePreviewLink(id: string) {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('post_preview_tokens')
    .update({ revoked_at: new Date().toISOString() })
    .eq('id', id);
  if (error) throw error;
}

export function useRevokePreviewLink(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokePreviewLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.previewLinks(postId) }),
  });
}
