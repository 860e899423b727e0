import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from '@/config/search';
import { getSupabase } from '@/lib/supabase';
import { searchKeys } from '../keys';
import { selectSearchHits } from './search-site-query';

export type SearchKind = 'story' | 'vendor' | 'venue';

/** One row of search_site(q): a live story, a published vendor or venue. */
export interface SearchHit {
  kind: SearchKind;
  id: string;
  title: string;
  /** The story's slug or the listing's url_name. */
  slug: string;
  image: string | null;
  category: string | null;
  place: string | null;
  published_at: string | null;
  score: number;
}

/** The words as the database reads them: trimmed, at most SEARCH_MAX_CHARS. */
export const normalizeQuery = (q: string) => q.trim().slice(0, SEARCH_MAX_CHARS);
export const isSearchable = (q: string) => normalizeQuery(q).length >= SEARCH_MIN_CHARS;

export async function fetchSearchHits(
  q: string,
  perKind: number,
  signal?: AbortSignal,
): Promise<SearchHit[]> {
  const supabase = await getSupabase();
  const { data, error } = await selectSearchHits(supabase, q, perKind, signal);
  if (error) throw error;
  return data as SearchHit[];
}

/**
 * React Query hands each fetch a signal and aborts it when the key moves on (a newer pause in
 * typing) and nothing else watches the old one: one request per pause, the stale one cancelled.
 */
export const getSearchHitsQueryOptions = (q: string, perKind: number) => {
  const words = normalizeQuery(q);
  return queryOptions({
    queryKey: searchKeys.results({ q: words, perKind }),
    queryFn: ({ signal }) => fetchSearchHits(words, perKind, signal),
    enabled: isSearchable(words),
    staleTime: 60_000,
    retry: false,
  });
};

/** The hits for `q` (already debounced by the caller); the last answer stays while the next loads. */
export function useSearchHits(q: string, perKind: number) {
  return useQuery({ ...getSearchHitsQueryOptions(q, perKind), placeholderData: keepPreviousData });
}
