import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import type { Json } from '@/types/database';
import { postKeys } from '../keys';

export interface PostRevision {
  id: number;
  reason: string;
  created_at: string;
  author_id: string | null;
  snapshot: { title?: string; excerpt?: string | null; content_blocks?: Json };
}

/** A post's last 50 revisions, newest first. */
export async function fetchRevisions(postId: string): Promise<PostRevision[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('post_revisions')
    .select('id,reason,created_at,author_id,snapshot')
    .eq('post_id', postId)
    .order('id', { ascending: false })
    .limit(50);
  if (error) throw error;
  return data as PostRevision[];
}

export const getRevisionsQueryOptions = (postId: string) =>
  queryOptions({ queryKey: postKeys.revisions(postId), queryFn: () => fetchRevisions(postId) });
