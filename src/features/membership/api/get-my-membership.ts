import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { membershipKeys } from '../keys';

/** The signed-in person's own membership: active, suspended, or none (null). */
export async function fetchMyMembership(userId: string) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('vendor_members')
    .select('status,status_reason,joined_at')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export type MyMembership = Awaited<ReturnType<typeof fetchMyMembership>>;

export const getMyMembershipQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: membershipKeys.membership(userId),
    queryFn: () => fetchMyMembership(userId),
  });
