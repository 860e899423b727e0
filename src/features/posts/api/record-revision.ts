import { getSupabase } from '@/lib/supabase';

export type RevisionReason = 'autosave' | 'save' | 'publish';

/**
 * Asks the database to keep a revision of the post as it is now (autosaves: at most every 5 min).
 * Part of the writes that record one (saving, publishing), which refresh the revisions with the
 * rest of the magazine.
 */
export async function recordRevision(postId: string, reason: RevisionReason): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('record_post_revision', { post_id: postId, reason });
  if (error) throw error;
}
