import { queryOptions, useQuery } from '@tanstack/react-query';
import { BUSINESS_CATEGORY_LIMIT, MENU_QUERY_STALE_TIME_MS } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';
import { homeKeys } from './home-posts';

export type BusinessCategoryOption = Pick<Tables<'business_categories'>, 'id' | 'name'>;

/** The search block's category choices: business_categories by sort_order (reference rows). */
export async function fetchBusinessCategories(): Promise<BusinessCategoryOption[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('business_categories')
    .select('id,name')
    .order('sort_order', { ascending: true })
    .limit(BUSINESS_CATEGORY_LIMIT);
  if (error) {
    console.error('Error fetching business categories:', error);
    throw error;
  }
  return data ?? [];
}

export const getBusinessCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...homeKeys.all, 'business-categories'] as const,
    queryFn: fetchBusinessCategories,
    // Reference data: as long-lived as the menus'.
    staleTime: MENU_QUERY_STALE_TIME_MS,
  });

export function useBusinessCategories() {
  return useQuery(getBusinessCategoriesQueryOptions());
}
