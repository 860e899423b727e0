import { queryOptions } from '@tanstack/react-query';
import { BUSINESS_CATEGORY_LIMIT } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';
import { listingKeys } from '../keys';

/** A business category as the admin page shows it, with what is filed under it. */
export type AdminBusinessCategory = Pick<
  Tables<'business_categories'>,
  'id' | 'name' | 'slug' | 'sort_order'
> & {
  /** Listings of every status. */
  listings: number;
  /** Membership applications that name it (moved with the listings). */
  applications: number;
};

interface CountRow {
  id: string;
  listings: number;
  applications: number;
}

function isCountRow(value: unknown): value is CountRow {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Partial<Record<keyof CountRow, unknown>>;
  return (
    typeof row.id === 'string' &&
    typeof row.listings === 'number' &&
    typeof row.applications === 'number'
  );
}

/** Every business category, in menu order, with its listing count: two requests. */
export async function fetchAdminBusinessCategories(): Promise<AdminBusinessCategory[]> {
  const supabase = await getSupabase();
  const [rows, counts] = await Promise.all([
    supabase
      .from('business_categories')
      .select('id,name,slug,sort_order')
      .order('sort_order', { ascending: true })
      .order('name', { ascending: true })
      .limit(BUSINESS_CATEGORY_LIMIT),
    supabase.rpc('business_category_listing_counts'),
  ]);
  if (rows.error) throw rows.error;
  if (counts.error) throw counts.error;
  const filed = new Map(
    (Array.isArray(counts.data) ? (counts.data as unknown[]) : [])
      .filter(isCountRow)
      .map((row) => [row.id, row]),
  );
  return rows.data.map((row) => ({
    ...row,
    listings: filed.get(row.id)?.listings ?? 0,
    applications: filed.get(row.id)?.applications ?? 0,
  }));
}

export const getAdminBusinessCategoriesQueryOptions = () =>
  queryOptions({ queryKey: listingKeys.adminCategories(), queryFn: fetchAdminBusinessCategories });
