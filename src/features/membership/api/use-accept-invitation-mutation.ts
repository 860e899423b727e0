import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys, signOutOtherDevices, updatePassword } from '@/features/auth';
import { getSupabase } from '@/lib/supabase';
import { membershipKeys } from '../keys';
import { jsonField } from '../lib/json-field';

/**
 * Accepts the signed-in person's open invitation: they become a member with a draft listing, and
 * every other session of the account is signed out (the database ends them too), so nobody who
 * held the address before it was handed over keeps a vendor's powers (issue #40).
 */
export async function acceptMyInvitation(): Promise<{ listingId: string | null }> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('accept_my_invitation');
  if (error) throw error;
  await signOutOtherDevices();
  const listing = jsonField(data, 'listing_id');
  return { listingId: typeof listing === 'string' ? listing : null };
}

/**
 * The invitee's acceptance: sets the password they chose, then accepts. The membership and the
 * account (now a vendor's) both refresh.
 */
export function useAcceptInvitationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) => {
      await updatePassword(password);
      return acceptMyInvitation();
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
        queryClient.invalidateQueries({ queryKey: authKeys.all }),
      ]),
  });
}
