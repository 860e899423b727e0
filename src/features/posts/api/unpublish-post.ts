import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshPosts } from '../lib/refresh-posts';
import { savePost } from './save-post';

/**
 * Taking a story off the site (`to`: back to draft, or into the archive), or an archived one back
 * as a draft, on the version the editor holds. Resolves to what changed and the new version. The
 * magazine and the admin's counts refresh.
 */
export function useUnpublishPost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ to, expected }: { to: 'draft' | 'archived'; expected: string }) => {
      const patch = { status: to };
      return { patch, version: await savePost(postId, patch, expected) };
    },
    onSuccess: () => refreshPosts(queryClient, { admin: true }),
  });
}
