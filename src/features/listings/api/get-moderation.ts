import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { MODERATION_PAGE_SIZE } from '@/config/admin';
import { likePattern } from '@/lib/like-pattern';
import { getSupabase } from '@/lib/supabase';
import { listingKeys, type ModerationFilters } from '../keys';

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
    queryKey: listingKeys.moderation(filters),
    queryFn: () => fetchModeration(filters),
    placeholderData: keepPreviousData,
  });
