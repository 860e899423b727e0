import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { MODERATION_PAGE_SIZE } from '@/config/admin';
import { likePattern } from '@/lib/like-pattern';
import { useAdminWrite } from '@/lib/admin-write';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from './listing-keys';

/** The states a listing moves through, in the order a moderator thinks of them. */
export const LISTING_STATES = ['draft', 'pending', 'published', 'archived'] as const;
export type ListingState = (typeof LISTING_STATES)[number];

export interface ModerationFilters {
  /** One state, or everything not archived. */
  status: ListingState | null;
  q: string | null;
  page: number;
}

const MODERATION_COLUMNS =
  'id,name,url_name,status,is_featured,city,country,updated_at,category:business_categories(name)';

/** One page of every listing (admins read all by RLS), by name. */
export async function fetchModeration({ status, q, page }: ModerationFilters) {
  const supabase = await getSupabase();
  const from = (page - 1) * MODERATION_PAGE_SIZE;
  let query = supabase.from('listings').select(MODERATION_COLUMNS, { count: 'exact' });
  query = status ? query.eq('status', status) : query.neq('status', 'archived');
  if (q) query = query.ilike('name', likePattern(q));
  const { data, error, count } = await query
    .order('name', { ascending: true })
    .order('id', { ascending: true })
    .range(from, from + MODERATION_PAGE_SIZE - 1);
  if (error) throw error;
  return { listings: data, total: count ?? 0 };
}

export type ModeratedListing = Awaited<ReturnType<typeof fetchModeration>>['listings'][number];

export const getModerationQueryOptions = (filters: ModerationFilters) =>
  queryOptions({
    queryKey: [...listingKeys.all, 'moderation', filters] as const,
    queryFn: () => fetchModeration(filters),
    placeholderData: keepPreviousData,
  });

type ModerationAction =
  { kind: 'status'; id: string; status: ListingState } | { kind: 'delete'; id: string };

/**
 * Archive, restore (to draft, or published again) or delete for good. The database allows the
 * delete for archived listings only and refuses it while inquiries or credits point at one.
 */
export async function moderateListing(action: ModerationAction) {
  const supabase = await getSupabase();
  if (action.kind === 'status') {
    const { data, error } = await supabase
      .from('listings')
      .update({ status: action.status })
      .eq('id', action.id)
      .select('id');
    if (error) throw error;
    if (data.length === 0) throw new Error('That listing is no longer there.');
    return;
  }
  const { data, error } = await supabase
    .from('listings')
    .delete()
    .eq('id', action.id)
    .eq('status', 'archived')
    .select('id');
  if (error) {
    if (error.code === '23503')
      throw new Error(
        'Couples’ inquiries or magazine credits point at this listing; it stays archived so they are kept.',
      );
    throw error;
  }
  if (data.length === 0) throw new Error('Only an archived listing can be deleted for good.');
}

export function useModerateListing() {
  return useAdminWrite(listingKeys.all, { mutationFn: moderateListing });
}
