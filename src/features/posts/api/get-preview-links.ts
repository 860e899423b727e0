import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { postKeys } from '../keys';

/** A story's preview links that still open (admins only, by RLS); the tokens themselves are never stored. */
export async function getPreviewLinks(postId: string) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('post_preview_tokens')
    .select('id,created_at,expires_at')
    .eq('post_id', postId)
    .is('revoked_at', null)
    .gt('expires_at', new Date().toISOString())
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export const getPreviewLinksQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: postKeys.previewLinks(postId),
    queryFn: () => getPreviewLinks(postId),
  });

export function usePreviewLinks(postId: string) {
  return useQuery(getPreviewLinksQueryOptions(postId));
}
