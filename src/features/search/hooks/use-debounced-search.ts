import { SEARCH_DEBOUNCE_MS } from '@/config/search';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { isSearchable, normalizeQuery, useSearchHits } from '../api/search-site';

export type SearchStatus = 'idle' | 'loading' | 'failed' | 'empty' | 'done';

/**
 * What `text` finds once typing pauses: the hits of the last answer, a status for the field's
 * messages and a retry. One request per pause; React Query aborts the one before.
 */
export function useDebouncedSearch(text: string, perKind: number) {
  const query = normalizeQuery(useDebouncedValue(text, SEARCH_DEBOUNCE_MS));
  const searchable = isSearchable(query);
  const result = useSearchHits(query, perKind);
  const hits = searchable && !result.isError ? (result.data ?? []) : [];
  const status: SearchStatus = !searchable
    ? 'idle'
    : result.isError
      ? 'failed'
      : result.isPlaceholderData || result.isPending
        ? 'loading'
        : hits.length === 0
          ? 'empty'
          : 'done';
  return {
    query,
    searchable: isSearchable(text),
    hits,
    status,
    retry: () => void result.refetch(),
  };
}
