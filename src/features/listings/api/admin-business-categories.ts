import { queryOptions } from '@tanstack/react-query';
import { BUSINESS_CATEGORY_LIMIT } from '@/config/site';
import { useAdminWrite } from '@/lib/admin-write';
import { getSupabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';
import { listingKeys } from './listing-keys';

/** The admin domain's root key (features/admin's `adminKeys.all`): its dashboard and activity. */

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

export const adminBusinessCategoryKey = () => [...listingKeys.all, 'categories', 'admin'] as const;

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
  queryOptions({ queryKey: adminBusinessCategoryKey(), queryFn: fetchAdminBusinessCategories });

export interface BusinessCategoryInput {
  name: string;
  slug: string;
  sort_order: number;
}

/** The database's refusals, in words an editor can act on. */
function explain(
  error: { code?: string; message: string },
  input?: { name: string; slug?: string },
) {
  if (error.code === '23505') {
    if (/name/.test(error.message) && input)
      return new Error(`Another category is already called “${input.name}”.`);
    return new Error(
      input?.slug
        ? `Another category already uses the web address “${input.slug}”. Choose another.`
        : 'Another category already uses that name or web address.',
    );
  }
  if (error.code === '23503')
    return new Error('Listings or membership applications are filed under it: move them first.');
  return new Error(error.message);
}

/** Every write refreshes the directory (`listingKeys.all`) and the admin domain (its activity). */
function useBusinessCategoryWrite<Variables, Result>(
  write: (variables: Variables) => Promise<Result>,
) {
  return useAdminWrite(listingKeys.all, { mutationFn: write });
}

export function useCreateBusinessCategory() {
  return useBusinessCategoryWrite(async (input: BusinessCategoryInput) => {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('business_categories')
      .insert(input)
      .select('id')
      .single();
    if (error) throw explain(error, input);
    return data.id;
  });
}

/** A rename; `slug` is left out for the fixed categories (the database refuses it). */
export function useUpdateBusinessCategory() {
  return useBusinessCategoryWrite(
    async ({ id, name, slug }: { id: string; name: string; slug?: string }) => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('business_categories')
        .update(slug === undefined ? { name } : { name, slug })
        .eq('id', id)
        .select('id');
      if (error) throw explain(error, { name, slug });
      if (data.length === 0) throw new Error('That category is no longer there.');
    },
  );
}

/**
 * Deletes a business category. An unused one goes directly; one with listings goes through
 * delete_business_category, which moves them (and the applications naming it) to `moveTo` and
 * deletes it in one transaction. Resolves to the listings moved.
 */
export function useDeleteBusinessCategory() {
  return useBusinessCategoryWrite(
    async ({ id, moveTo }: { id: string; moveTo: string | null }): Promise<number> => {
      const supabase = await getSupabase();
      if (moveTo === null) {
        const { data, error } = await supabase
          .from('business_categories')
          .delete()
          .eq('id', id)
          .select('id');
        if (error) throw explain(error);
        if (data.length === 0) throw new Error('That category is no longer there.');
        return 0;
      }
      const { data, error } = await supabase.rpc('delete_business_category', {
        category_id: id,
        move_listings_to: moveTo,
      });
      if (error) throw new Error(error.message);
      return data;
    },
  );
}
