import { membershipKeys } from '@/features/membership';
import { useAdminWrite } from '@/lib/admin-write';
import { getSupabase } from '@/lib/supabase';

export interface MemberStatusChange {
  userId: string;
  status: 'active' | 'suspended';
  /** Required to suspend; the member reads it on their dashboard. */
  reason?: string;
}

/** Suspends a member with a reason, or reactivates them (the database clears the reason). */
export async function setMemberStatus({ userId, status, reason }: MemberStatusChange) {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('vendor_members')
    .update({ status, status_reason: status === 'suspended' ? (reason ?? null) : null })
    .eq('user_id', userId);
  if (error) throw error;
}

/** The admin root (counts, activity, the members) and the membership root (their own state). */
export const useMemberStatusMutation = () =>
  useAdminWrite(membershipKeys.all, { mutationFn: setMemberStatus });
