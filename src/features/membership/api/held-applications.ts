import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ROOT_KEY } from '@/lib/admin-root-key';
import { getSupabase } from '@/lib/supabase';
import { membershipKeys } from '../keys';

/** How many held applications the admins' held desk shows at once (the oldest first). */
const HELD_PAGE_SIZE = 50;

/**
 * Applications the database held (issue #29): past a burst from one address or one network. No
 * receipt went out and no admin was alerted; they wait on the admins' held desk.
 */
export async function fetchHeldApplications() {
  const supabase = await getSupabase();
  const { data, error, count } = await supabase
    .from('membership_applications')
    .select(
      'id,business_name,contact_name,email,website,message,created_at,category_ref:business_categories!membership_applications_category_fkey(name)',
      { count: 'exact' },
    )
    .eq('status', 'held')
    .order('created_at', { ascending: true })
    .limit(HELD_PAGE_SIZE);
  if (error) throw error;
  return { rows: data, total: count ?? data.length };
}

export type HeldApplication = Awaited<ReturnType<typeof fetchHeldApplications>>['rows'][number];

export const getHeldApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: membershipKeys.held(),
    queryFn: fetchHeldApplications,
  });

/**
 * Released: pending, in the review desk, and its receipt goes to the applicant then. Deleted:
 * archived (archive before delete). The database allows only these two moves from 'held'.
 */
export interface HeldApplicationDecision {
  id: string;
  decision: 'release' | 'delete';
}

export async function decideHeldApplication({ id, decision }: HeldApplicationDecision) {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('membership_applications')
    .update({ status: decision === 'release' ? 'pending' : 'archived' })
    .eq('id', id)
    .eq('status', 'held');
  if (error) throw error;
}

export function useDecideHeldApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideHeldApplication,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
        queryClient.invalidateQueries({ queryKey: ADMIN_ROOT_KEY }),
      ]),
  });
}
