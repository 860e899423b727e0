import { hashKey, type QueryClient } from '@tanstack/react-query';
import { ADMIN_ROOT_KEY } from '@/lib/admin-root-key';
import { postKeys } from '../keys';

/**
 * What every write to a post refreshes: each view of the magazine (`postKeys.all`: the home
 * sections, menus, lists, post pages, the admin's desk, curation and editor) and, with `admin`,
 * the admin domain (the dashboard's counts and activity). `fresh` names a query the write has
 * just filled from its own answer (the editor's copy of the post), so it is not fetched again.
 * Not awaited by the write: its caller learns the outcome as soon as the database answers.
 */
export function refreshPosts(
  queryClient: QueryClient,
  { admin = false, fresh }: { admin?: boolean; fresh?: readonly unknown[] } = {},
): void {
  const skip = fresh ? hashKey(fresh) : null;
  void queryClient.invalidateQueries({
    queryKey: postKeys.all,
    predicate: (query) => query.queryHash !== skip,
  });
  if (admin) void queryClient.invalidateQueries({ queryKey: ADMIN_ROOT_KEY });
}
