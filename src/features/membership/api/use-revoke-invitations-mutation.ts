import { useAdminWrite } from '@/lib/admin-write';
import { getSupabase } from '@/lib/supabase';
import { membershipKeys } from '../keys';

/** Withdraws every open invitation of an applicant. */
export async function revokeInvitations(email: string) {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('membership_invitations')
    .update({ revoked_at: new Date().toISOString() })
    .eq('email', email.toLowerCase())
    .is('accepted_at', null)
    .is('revoked_at', null);
  if (error) throw error;
}

export const useRevokeInvitationsMutation = () =>
  useAdminWrite(membershipKeys.all, { mutationFn: revokeInvitations });
