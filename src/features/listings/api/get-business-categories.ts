import { queryOptions, useQuery } from '@tanstack/react-query';
import { BUSINESS_CATEGORIES_STALE_TIME_MS } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';
import { businessCategoryKeys } from './listing-keys';
import { selectBusinessCategories } from './listing-queries';

export type BusinessCategory = Pick<Tables<'business_categories'>, 'id' | 'name' | 'slug'>;

/** The vendor categories in menu order: the filter's choices and the names for words and ids. */
export async function fetchBusinessCategories(): Promise<BusinessCategory[]> {
  const supabase = await getSupabase();
  const { data, error } = await selectBusinessCategories(supabase);
  if (error) throw error;
  return data ?? [];
}

export const getBusinessCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: businessCategoryKeys.list(),
    queryFn: fetchBusinessCategories,
    staleTime: BUSINESS_CATEGORIES_STALE_TIME_MS,
  });

export function useBusinessCategories() {
  return useQuery(getBusinessCategoriesQueryOptions());
}
