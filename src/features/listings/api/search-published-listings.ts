import { queryOptions } from '@tanstack/react-query';
import { likePattern } from '@/lib/like-pattern';
import { getSupabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';
import { listingKeys } from '../keys';

/** What a credit needs: the name shown and the web address it links to. */
export const LISTING_SEARCH_COLUMNS = 'id,name,url_name';

/** How many names a search offers (a short list to choose from, never the directory). */
export const LISTING_SEARCH_LIMIT = 8;

/** Fewer typed characters than this ask nothing. */
export const LISTING_SEARCH_MIN_LENGTH = 2;

export type ListingSearchResult = Pick<Tables<'listings'>, 'id' | 'name' | 'url_name'>;

/**
 * Published listings whose name contains what was typed (case-insensitive; `%` and `_` taken
 * literally), by name — for crediting a vendor in a post. Only published listings: a credit
 * links to a page every reader can open.
 */
export async function searchPublishedListings(
  name: string,
  limit = LISTING_SEARCH_LIMIT,
): Promise<ListingSearchResult[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('listings')
    .select(LISTING_SEARCH_COLUMNS)
    .eq('status', 'published')
    .ilike('name', likePattern(name))
    .order('name', { ascending: true })
    .limit(limit);
  if (error) throw error;
  return data;
}

/** Asks only once the trimmed name is long enough; the key holds the trimmed name and limit. */
export const searchPublishedListingsQueryOptions = (
  typed: string,
  limit = LISTING_SEARCH_LIMIT,
) => {
  const name = typed.trim();
  return queryOptions({
    queryKey: listingKeys.search({ name, limit }),
    queryFn: () => searchPublishedListings(name, limit),
    enabled: name.length >= LISTING_SEARCH_MIN_LENGTH,
  });
};
