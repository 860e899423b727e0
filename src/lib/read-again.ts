import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reads the queries under `queryKey` again because the database announced a change (Realtime).
 * React Query folds an invalidation into a first load already on its way: a query with no data
 * yet keeps the request that started before the change, then shows the page without it, and the
 * announcement is lost (an admin's review queue opened a moment before a listing arrived). Such
 * loads are cancelled first, so that every read starts after the change; loads with data are
 * restarted by the invalidation itself.
 */
export async function readAgain(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({
    queryKey,
    predicate: (query) => query.state.data === undefined && query.state.fetchStatus === 'fetching',
  });
  await queryClient.invalidateQueries({ queryKey });
}
