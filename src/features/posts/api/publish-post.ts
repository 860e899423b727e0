import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshPosts } from '../lib/refresh-posts';
import { recordRevision } from './record-revision';
import { savePost } from './save-post';

/**
 * Publishing a story now, or scheduling it (`at`, a time ahead: the read rule compares
 * published_at with now(), so it appears on its own then), on the version the editor holds, and
 * keeping a 'publish' revision. Resolves to what changed and the new version. The magazine and
 * the admin's counts refresh.
 */
export function usePublishPost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ expected, at }: { expected: string; at?: Date }) => {
      const patch = { status: 'published', published_at: (at ?? new Date()).toISOString() };
      const version = await savePost(postId, patch, expected);
      await recordRevision(postId, 'publish');
      return { patch, version };
    },
    onSuccess: () => refreshPosts(queryClient, { admin: true }),
  });
}
