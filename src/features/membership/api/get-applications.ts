import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { membershipKeys, type ApplicationFilters } from '../keys';

export const QUEUE_PAGE_SIZE = 20;

export const APPLICATION_SELECT =
  'id,business_name,contact_name,email,phone,category,city,state,country,website,instagram,portfolio_links,years_in_business,message,consent,status,internal_notes,decision_reason,admission_note,reviewed_by,reviewed_at,created_at,category_ref:business_categories!membership_applications_category_fkey(name)';

/** One page of the applications in a state, oldest first (first come, first read). */
export async function fetchApplications({ state, page }: ApplicationFilters) {
  const supabase = await getSupabase();
  const from = (page - 1) * QUEUE_PAGE_SIZE;
  const { data, error, count } = await supabase
    .from('membership_applications')
    .select(APPLICATION_SELECT, { count: 'exact' })
    .eq('status', state)
    .order('created_at', { ascending: true })
    .range(from, from + QUEUE_PAGE_SIZE - 1);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export type Application = Awaited<ReturnType<typeof fetchApplications>>['rows'][number];

export const getApplicationsQueryOptions = (filters: ApplicationFilters) =>
  queryOptions({
    queryKey: membershipKeys.list(filters),
    queryFn: () => fetchApplications(filters),
    placeholderData: keepPreviousData,
  });
