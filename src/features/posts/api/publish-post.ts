import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshPosts } from '../lib/refresh-posts';
import { setPostStatus } from './set-post-status';

/**
 * Publishing a story now, or scheduling it (`at`, a time ahead: the read rule compares
 * published_at with now(), so it appears on its own then), on the version the editor holds; the
 * database keeps one 'publish' revision. Resolves to what changed and the new version. The
 * magazine (`postKeys.all`) and the admin's counts refresh.
 */
export function usePublishPost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ expected, at }: { expected: string; at?: Date }) =>
      setPostStatus(postId, 'published', expected, at),
    onSuccess: () => refreshPosts(queryClient, { admin: true }),
  });
}
