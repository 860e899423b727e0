import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { adminKeys } from '../admin-keys';

export interface Member {
  user_id: string;
  email: string;
  full_name: string | null;
  status: 'active' | 'suspended';
  status_reason: string | null;
  joined_at: string;
  listings: number;
  published: number;
}

/** The directory's members with their emails and listing counts (admin_members(), admins only). */
export async function fetchMembers(): Promise<Member[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('admin_members');
  if (error) throw error;
  return (data ?? []) as unknown as Member[];
}

export const getMembersQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.members(), queryFn: fetchMembers });

/**
 * Suspends a member with a reason they read on their dashboard, or reactivates them. The database
 * requires the reason and clears it on reactivation. Invalidates the admin root (counts,
 * activity) and the membership root (the member's own state).
 */
export function useMemberStatus(membershipRoot: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      userId,
      status,
      reason,
    }: {
      userId: string;
      status: 'active' | 'suspended';
      reason?: string;
    }) => {
      const supabase = await getSupabase();
      const { error } = await supabase
        .from('vendor_members')
        .update({ status, status_reason: status === 'suspended' ? (reason ?? null) : null })
        .eq('user_id', userId);
      if (error) throw error;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: membershipRoot }),
      ]),
  });
}
