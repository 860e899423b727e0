import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshPosts } from '../lib/refresh-posts';
import { setPostStatus } from './set-post-status';

/**
 * Taking a story off the site (`to`: back to draft, or into the archive), or an archived one back
 * as a draft, on the version the editor holds; changes waiting for Update go into the row (a
 * draft is edited in place). Resolves to what changed and the new version. The magazine and the
 * admin's counts refresh.
 */
export function useUnpublishPost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ to, expected }: { to: 'draft' | 'archived'; expected: string }) =>
      setPostStatus(postId, to, expected),
    onSuccess: () => refreshPosts(queryClient, { admin: true }),
  });
}
