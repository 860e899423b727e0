import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import type { TablesUpdate } from '@/types/database';
import { postKeys } from '../keys';
import { PostConflictError } from '../lib/post-conflict-error';
import { refreshPosts } from '../lib/refresh-posts';
import type { EditablePost, PostFields } from './get-editable-post';
import { recordRevision } from './record-revision';

/**
 * Writes the fields only if the post is still the version the editor opened (`expected`, its
 * updated_at). Resolves to the new version; rejects with PostConflictError when someone else saved
 * in between (the conditional update writes nothing then). The one write of a post's row that
 * saving, publishing and unpublishing share.
 */
export async function savePost(
  id: string,
  fields: Partial<PostFields>,
  expected: string,
): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('blog_posts')
    .update(fields as TablesUpdate<'blog_posts'>)
    .eq('id', id)
    .eq('updated_at', expected)
    .select('updated_at');
  if (error) throw error;
  if (data.length === 0) throw new PostConflictError();
  return data[0]!.updated_at;
}

/**
 * Saving a story as it is written (the editor's autosave, and its save before a preview or a
 * publish): the fields on the version the editor holds, then an autosave revision (the database
 * keeps at most one every few minutes; a refused one never fails the save). Resolves to the new
 * version, which becomes the editor's copy; every other view of the magazine refreshes.
 *
 * A live story's saves go live at once today. When a live story's edits wait beside it (#28),
 * this hook becomes "save a draft of a live story" and a second hook "update the live story"
 * swaps them in; the editor's autosave keeps calling this one.
 */
export function useSavePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, expected }: { fields: PostFields; expected: string }) => {
      const version = await savePost(postId, fields, expected);
      await recordRevision(postId, 'autosave').catch(() => undefined);
      return version;
    },
    onSuccess: (version, { fields }) => {
      const saved: EditablePost = { ...fields, id: postId, updated_at: version };
      queryClient.setQueryData(postKeys.edit(postId), saved);
      refreshPosts(queryClient, { fresh: postKeys.edit(postId) });
    },
  });
}
