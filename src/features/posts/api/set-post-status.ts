import { getSupabase } from '@/lib/supabase';
import { PostConflictError } from '../lib/post-conflict-error';
import type { PostFields } from './get-editable-post';

/** A move of a story: what it changed and the new version. */
export interface PostMove {
  patch: Pick<PostFields, 'status'> & Partial<Pick<PostFields, 'published_at'>>;
  version: string;
}

/**
 * Moves a story (set_post_status) on the version the editor holds: publishing (now, or `at` a
 * time ahead) puts out what the editor holds, waiting changes included, dated by the database's
 * clock, with one 'publish' revision; back to draft or into the archive takes the waiting changes
 * into the row. Rejects with PostConflictError when someone else saved in between.
 */
export async function setPostStatus(
  postId: string,
  status: PostFields['status'],
  expected: string,
  at?: Date,
): Promise<PostMove> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('set_post_status', {
    post_id: postId,
    status,
    expected,
    ...(at ? { at: at.toISOString() } : {}),
  });
  if (error) throw error;
  if (!data.updated_at) throw new PostConflictError();
  return {
    patch: status === 'published' ? { status, published_at: data.published_at } : { status },
    version: data.updated_at,
  };
}
