import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { invitationUrl } from '../lib/invitation-link';
import { jsonField } from '../lib/json-field';

/** What asking for a fresh link with an invitation's token came to. */
export type FreshLinkAnswer =
  { state: 'sent'; email: string } | { state: 'expired' | 'withdrawn' | 'accepted' | 'unknown' };

const CLOSED_STATES = ['expired', 'withdrawn', 'accepted'] as const;

/**
 * For the holder of an invitation's token (the invitation email's link, or a sign-in link that has
 * expired or been used): the database answers the invitation's state and, while it is open, the
 * invited address (and counts the request against its hourly limit, PT429 past it); the auth
 * service then emails a sign-in link there (Perféte's neutral one), with the way back to the
 * acceptance page. It creates the invitee's account if there is none yet: the invitation email no
 * longer does (issue #40), and only the invited address can be reached this way.
 */
export async function requestInvitationLink(token: string): Promise<FreshLinkAnswer> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('request_invitation_link', {
    invitation_token: token,
  });
  if (error) throw error;
  const state = jsonField(data, 'state');
  const email = jsonField(data, 'email');
  if (state === 'open' && typeof email === 'string') {
    const sent = await supabase.auth.signInWithOtp({
      email,
      options: { shouldCreateUser: true, emailRedirectTo: invitationUrl(token) },
    });
    if (sent.error) throw sent.error;
    return { state: 'sent', email };
  }
  const closed = CLOSED_STATES.find((known) => known === state);
  return { state: closed ?? 'unknown' };
}

/** Asks for a sign-in link; it changes no data this page reads, so nothing refreshes. */
export const useRequestInvitationLinkMutation = () =>
  useMutation({ mutationFn: requestInvitationLink });
