import type { QueryClient } from '@tanstack/react-query';
import { useLoaded } from '@/hooks/use-loaded';
import type { SearchHit } from './search-site';
import { searchKeys } from '../keys';

/**
 * A vendor's or venue's hit with this url_name among the answers already loaded, so the page a
 * hit opens names the vendor at once (#45). Undefined when no loaded answer has it.
 */
export function findListingHit(queryClient: QueryClient, urlName: string): SearchHit | undefined {
  const wanted = urlName.toLowerCase();
  for (const [, hits] of queryClient.getQueriesData<SearchHit[]>({
    queryKey: searchKeys.all,
  })) {
    const hit = (Array.isArray(hits) ? hits : []).find(
      ({ kind, slug }) => kind !== 'story' && slug.toLowerCase() === wanted,
    );
    if (hit) return hit;
  }
  return undefined;
}

/** `findListingHit` for the vendor page while `enabled` (its listing not loaded yet). */
export function useListingHit(urlName: string, enabled: boolean): SearchHit | undefined {
  return useLoaded(findListingHit, urlName, enabled);
}
