/**
 * The vendor categories' request as a PostgREST builder, apart from select-listings-page.ts because the
 * home page's search block needs it on first paint and the directory's builders do not belong
 * there. Like select-listings-page.ts it imports with relative `.ts` paths and only types from outside,
 * so the benchmark (scripts/bench-directory.ts) runs the very same function under Node.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../types/database.ts';
import { BUSINESS_CATEGORY_LIMIT } from '../../../config/site.ts';

/** A business category: its name for labels, its slug for the directory's words. */
export const BUSINESS_CATEGORY_COLUMNS = 'id,name,slug';

/** The vendor categories, in their menu order (reference rows, 18 today). */
export function selectBusinessCategories(
  client: SupabaseClient<Database>,
  limit = BUSINESS_CATEGORY_LIMIT,
) {
  return client
    .from('business_categories')
    .select(BUSINESS_CATEGORY_COLUMNS)
    .order('sort_order', { ascending: true })
    .limit(limit);
}
