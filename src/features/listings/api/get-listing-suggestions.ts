import { queryOptions } from '@tanstack/react-query';
import { HOME_SEARCH_SUGGESTION_LIMIT } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '@/types/database';
import { listingKeys } from '../keys';

/** The home search block's name suggestions. */
export const LISTING_SUGGESTION_COLUMNS = 'id,name,url_name';

/** Spec §7 'Listings': published, optionally of one category, by name (a bounded list). */
export function selectListingSuggestions(
  client: SupabaseClient<Database>,
  categoryId: string | null,
  limit: number,
) {
  let query = client.from('listings').select(LISTING_SUGGESTION_COLUMNS).eq('status', 'published');
  if (categoryId) query = query.eq('business_category_id', categoryId);
  return query.order('name', { ascending: true }).limit(limit);
}

export type ListingSuggestion = Pick<Tables<'listings'>, 'id' | 'name' | 'url_name'>;

/**
 * Spec §7 Listings: published listings, optionally of one category — the search block's name
 * suggestions. Bounded (never the whole table). A failure is logged and thrown (React Query
 * retries it); the field then simply offers no suggestions.
 */
export async function fetchListingSuggestions(
  categoryId: string | null,
  limit: number,
): Promise<ListingSuggestion[]> {
  const supabase = await getSupabase();
  const { data, error } = await selectListingSuggestions(supabase, categoryId, limit);
  if (error) {
    console.error('Error fetching listings:', error);
    throw error;
  }
  return data;
}

/** The caller adds its page's freshness settings and when to start (the visitor's intent). */
export const getListingSuggestionsQueryOptions = (
  categoryId: string | null,
  limit = HOME_SEARCH_SUGGESTION_LIMIT,
) =>
  queryOptions({
    queryKey: listingKeys.suggestions({ categoryId, limit }),
    queryFn: () => fetchListingSuggestions(categoryId, limit),
  });
