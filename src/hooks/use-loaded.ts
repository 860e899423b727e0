import { useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

/**
 * `find(queryClient, key)` while `enabled`: what the lists already loaded know of a page that is
 * on its way (a story's card, a vendor's), looked up once per key. For the features' lead hooks;
 * a component asks them, never the cache.
 */
export function useLoaded<T>(
  find: (queryClient: QueryClient, key: string) => T | undefined,
  key: string,
  enabled: boolean,
): T | undefined {
  const queryClient = useQueryClient();
  return useMemo(
    () => (enabled ? find(queryClient, key) : undefined),
    [find, queryClient, key, enabled],
  );
}
