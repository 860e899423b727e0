import type { QueryClient } from '@tanstack/react-query';

/**
 * What a page's route module may export as `prefetch`: starts the queries of its first screen
 * before the app's first render (boot.tsx), so that render has their data, as index.html's first
 * screen had: no 'Loading...' in between. `params` are the route's, `search` the address's query, `pathname` its path.
 */
export type PagePrefetch = (
  client: QueryClient,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
  pathname: string,
) => Promise<unknown>;
