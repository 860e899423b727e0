import { getSupabase } from '@/lib/supabase';
import { useAdminWrite } from '@/lib/admin-write';
import type { Json } from '@/types/database';
import { membershipKeys } from '../keys';
import { invitationUrl } from '../lib/invitation-link';
import { jsonField } from '../lib/json-field';
import type { Application } from './get-applications';
import { updateApplication } from './update-application';

/** The applicant's fields the invitation email greets them with. */
export type Invitee = Pick<Application, 'id' | 'email' | 'contact_name' | 'business_name'>;

function invitationToken(data: Json): string {
  const token = jsonField(data, 'token');
  if (typeof token !== 'string') throw new Error('create_invitation returned no token');
  return token;
}

/**
 * Invites an applicant: records the public admission note, creates the invitation (a newer one
 * withdraws older ones) and has the auth service email the applicant a sign-in link, which
 * proves the address and lands on the acceptance page. The names go along as `data` (a new
 * account's metadata, which the email greets them with); the invitation's token goes in the
 * link's redirect, so that the page can ask for a fresh link once this one has expired.
 */
export async function inviteApplicant(application: Invitee, note: string) {
  await updateApplication(application.id, { admission_note: note.trim() });
  const supabase = await getSupabase();
  const invitation = await supabase.rpc('create_invitation', { application_id: application.id });
  if (invitation.error) throw invitation.error;
  const token = invitationToken(invitation.data);
  const sent = await supabase.auth.signInWithOtp({
    email: application.email,
    options: {
      shouldCreateUser: true,
      data: { contact_name: application.contact_name, business_name: application.business_name },
      emailRedirectTo: invitationUrl(token),
    },
  });
  if (sent.error) throw sent.error;
}

/** Sends (or sends again) an applicant's invitation with the note shown on their page. */
export const useInviteApplicantMutation = () =>
  useAdminWrite(membershipKeys.all, {
    mutationFn: ({ application, note }: { application: Invitee; note: string }) =>
      inviteApplicant(application, note),
  });
