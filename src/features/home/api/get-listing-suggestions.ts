import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_SEARCH_SUGGESTION_LIMIT } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';
import { HOME_QUERY_SETTINGS, homeKeys } from './home-posts';

export type ListingSuggestion = Pick<Tables<'listings'>, 'id' | 'name' | 'url_name'>;

/**
 * Spec §7 Listings: published listings, optionally of one category — the search block's name
 * suggestions. Bounded (never the whole table) and only fetched once the visitor shows intent.
 */
export async function fetchListingSuggestions(
  categoryId: string | null,
): Promise<ListingSuggestion[]> {
  const supabase = await getSupabase();
  let query = supabase.from('listings').select('id,name,url_name').eq('status', 'published');
  if (categoryId) query = query.eq('business_category_id', categoryId);
  const { data, error } = await query
    .order('name', { ascending: true })
    .limit(HOME_SEARCH_SUGGESTION_LIMIT);
  if (error) {
    console.error('Error fetching listings:', error);
    return [];
  }
  return data ?? [];
}

export const getListingSuggestionsQueryOptions = (categoryId: string | null) =>
  queryOptions({
    queryKey: [
      ...homeKeys.all,
      'listings',
      { categoryId, limit: HOME_SEARCH_SUGGESTION_LIMIT },
    ] as const,
    queryFn: () => fetchListingSuggestions(categoryId),
    ...HOME_QUERY_SETTINGS,
  });

export function useListingSuggestions(categoryId: string | null, enabled: boolean) {
  return useQuery({ ...getListingSuggestionsQueryOptions(categoryId), enabled });
}
