import { getSupabase } from '@/lib/supabase';
import { useAdminWrite } from '@/lib/admin-write';
import { membershipKeys } from '../keys';
import type { Application } from './get-applications';
import { updateApplication } from './update-application';

/** The application an invitation is for. */
export type Invitee = Pick<Application, 'id' | 'email' | 'contact_name' | 'business_name'>;

/**
 * Invites an applicant: records the public admission note, then creates the invitation (a newer
 * one withdraws older ones). The database queues the invitation email in the same step, written
 * from the invitation and its application (issue #40: nothing a browser sends goes into it); its
 * link opens the acceptance page, which signs the invitee in with a fresh sign-in link.
 */
export async function inviteApplicant(application: Invitee, note: string) {
  await updateApplication(application.id, { admission_note: note.trim() });
  const supabase = await getSupabase();
  const invitation = await supabase.rpc('create_invitation', { application_id: application.id });
  if (invitation.error) throw invitation.error;
}

/** Sends (or sends again) an applicant's invitation with the note shown on their page. */
export const useInviteApplicantMutation = () =>
  useAdminWrite(membershipKeys.all, {
    mutationFn: ({ application, note }: { application: Invitee; note: string }) =>
      inviteApplicant(application, note),
  });
