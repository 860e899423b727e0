import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { postKeys } from '../keys';

/** A new preview link's token, shown once: the database keeps only its hash. */
export interface CreatedPreviewLink {
  id: string;
  token: string;
  expires_at: string;
}

export async function createPreviewLink(postId: string): Promise<CreatedPreviewLink> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .rpc('create_post_preview', { target_post_id: postId })
    .single();
  if (error) throw error;
  return data;
}

export function useCreatePreviewLink(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createPreviewLink(postId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.previewLinks(postId) }),
  });
}
