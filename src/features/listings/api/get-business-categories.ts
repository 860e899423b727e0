import { queryOptions, useQuery } from '@tanstack/react-query';
import { BUSINESS_CATEGORIES_STALE_TIME_MS, BUSINESS_CATEGORY_LIMIT } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';
import { listingKeys } from '../keys';
import { selectBusinessCategories } from './business-category-query';

export type BusinessCategory = Pick<Tables<'business_categories'>, 'id' | 'name' | 'slug'>;

/**
 * The vendor categories in menu order: the directory's filter, the home search block's choices and
 * the names for the directory's words and ids. One query and one cache lifetime for all of them:
 * the directory's 30 minutes, since these are reference rows an editor rarely changes (and a
 * change invalidates `listingKeys.all`).
 */
export async function fetchBusinessCategories(): Promise<BusinessCategory[]> {
  const supabase = await getSupabase();
  const { data, error } = await selectBusinessCategories(supabase, BUSINESS_CATEGORY_LIMIT);
  if (error) {
    console.error('Error fetching business categories:', error);
    throw error;
  }
  return data;
}

export const getBusinessCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: listingKeys.categories(BUSINESS_CATEGORY_LIMIT),
    queryFn: fetchBusinessCategories,
    staleTime: BUSINESS_CATEGORIES_STALE_TIME_MS,
  });

export function useBusinessCategories() {
  return useQuery(getBusinessCategoriesQueryOptions());
}
