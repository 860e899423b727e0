import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import type { TablesUpdate } from '@/types/database';
import { postKeys } from '../keys';
import { PostConflictError } from '../lib/post-conflict-error';
import { refreshPosts } from '../lib/refresh-posts';
import type { EditablePost, PostFields } from './get-editable-post';
import { recordRevision } from './record-revision';

/**
 * Writes a draft's (or an archived story's) fields only if the post is still the version the
 * editor opened (`expected`, its updated_at). Resolves to the new version; rejects with
 * PostConflictError when someone else saved in between (the conditional update writes nothing).
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
 * A published story's fields, saved beside it as changes waiting for Update (save_post_changes
 * keeps those that differ from the live version); readers keep the live one. Same version rule.
 */
export async function savePostChanges(
  id: string,
  fields: PostFields,
  expected: string,
): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('save_post_changes', {
    post_id: id,
    changes: fields,
    expected,
  });
  if (error) throw error;
  if (!data.updated_at) throw new PostConflictError();
  return data.updated_at;
}

/**
 * Saving a story as it is written (the editor's autosave, and its save before a preview or a
 * move): a draft's fields onto its row, a published story's as waiting changes (never the live
 * version), then an autosave revision (the database keeps at most one every few minutes; a
 * refused one never fails the save). Resolves to the new version, which becomes the editor's
 * copy; every other view of the magazine refreshes.
 */
export function useSavePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, expected }: { fields: PostFields; expected: string }) => {
      const version =
        fields.status === 'published'
          ? await savePostChanges(postId, fields, expected)
          : await savePost(postId, fields, expected);
      await recordRevision(postId, 'autosave').catch(() => undefined);
      return version;
    },
    onSuccess: (version, { fields }) => {
      const was = queryClient.getQueryData<EditablePost>(postKeys.edit(postId));
      const live = fields.status === 'published' && was ? was.live : fields;
      const saved: EditablePost = { ...fields, id: postId, updated_at: version, live };
      queryClient.setQueryData(postKeys.edit(postId), saved);
      refreshPosts(queryClient, { fresh: postKeys.edit(postId) });
    },
  });
}
