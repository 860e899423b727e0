import { queryOptions, useQuery } from '@tanstack/react-query';
import { DIRECTORY_QUERY_STALE_TIME_MS, RELATED_LISTING_LIMIT } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/types/database';
import { listingKeys } from '../keys';
import { LISTING_CARD_COLUMNS, PUBLISHED, type ListingCardData } from '../lib/listing-columns';

/** 'More vendors' on a vendor page: others of the same category, featured first. */
export function selectRelatedListings(
  client: SupabaseClient<Database>,
  categoryId: string,
  excludeId: string,
  limit = RELATED_LISTING_LIMIT,
) {
  return client
    .from('listings')
    .select(LISTING_CARD_COLUMNS)
    .eq('status', PUBLISHED)
    .eq('business_category_id', categoryId)
    .neq('id', excludeId)
    .order('is_featured', { ascending: false })
    .order('name', { ascending: true })
    .order('id', { ascending: true })
    .limit(limit);
}

/** 'More vendors' on a vendor page: others of its category, featured first. */
export async function fetchRelatedListings(
  categoryId: string,
  excludeId: string,
  limit = RELATED_LISTING_LIMIT,
): Promise<ListingCardData[]> {
  const supabase = await getSupabase();
  const { data, error } = await selectRelatedListings(supabase, categoryId, excludeId, limit);
  if (error) throw error;
  return data;
}

export const getRelatedListingsQueryOptions = (categoryId: string, excludeId: string) => {
  const limit = RELATED_LISTING_LIMIT;
  return queryOptions({
    queryKey: listingKeys.related({ categoryId, excludeId, limit }),
    queryFn: () => fetchRelatedListings(categoryId, excludeId, limit),
    staleTime: DIRECTORY_QUERY_STALE_TIME_MS,
  });
};

export function useRelatedListings(categoryId: string | undefined, excludeId: string | undefined) {
  return useQuery({
    ...getRelatedListingsQueryOptions(categoryId ?? '', excludeId ?? ''),
    enabled: Boolean(categoryId && excludeId),
  });
}
