import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PATHS } from '@/config/paths';
import { getSupabase } from '@/lib/supabase';
import type { Json, TablesUpdate } from '@/types/database';
import { INVITATION_PARAM } from '../lib/invitation-link';
import { membershipKeys } from '../membership-keys';

/** The review states, in the queue's order ('pending' is shown as New). */
export const APPLICATION_STATES = [
  'pending',
  'in_review',
  'waitlisted',
  'invited',
  'declined',
] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];
export const STATE_LABELS: Record<ApplicationState, string> = {
  pending: 'New',
  in_review: 'In review',
  waitlisted: 'Waitlisted',
  invited: 'Invited',
  declined: 'Declined',
};
export const QUEUE_PAGE_SIZE = 20;

export const APPLICATION_SELECT =
  'id,business_name,contact_name,email,phone,category,city,state,country,website,instagram,portfolio_links,years_in_business,message,consent,status,internal_notes,decision_reason,admission_note,reviewed_by,reviewed_at,created_at,category_ref:business_categories!membership_applications_category_fkey(name)';

/** How many applications are in each state (the queue's tabs). */
export const applicationCountsQueryOptions = () =>
  queryOptions({
    queryKey: membershipKeys.counts(),
    queryFn: async (): Promise<Record<ApplicationState, number>> => {
      const supabase = await getSupabase();
      const counts = await Promise.all(
        APPLICATION_STATES.map(async (state) => {
          const { count, error } = await supabase
            .from('membership_applications')
            .select('id', { count: 'exact', head: true })
            .eq('status', state);
          if (error) throw error;
          return [state, count ?? 0] as const;
        }),
      );
      return Object.fromEntries(counts) as Record<ApplicationState, number>;
    },
  });

/** One page of the queue in a state, oldest first (first come, first read). */
export async function fetchApplications(state: ApplicationState, page: number) {
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

export const applicationsQueryOptions = (state: ApplicationState, page: number) =>
  queryOptions({
    queryKey: membershipKeys.list({ state, page }),
    queryFn: () => fetchApplications(state, page),
    placeholderData: keepPreviousData,
  });

interface Decision {
  id: string;
  status: Exclude<ApplicationState, 'pending' | 'invited'>;
  reason?: string | null;
}

async function update(id: string, changes: TablesUpdate<'membership_applications'>) {
  const supabase = await getSupabase();
  const { error } = await supabase.from('membership_applications').update(changes).eq('id', id);
  if (error) throw error;
}

/** The applicant's fields the invitation email greets them with. */
type Invitee = Pick<Application, 'id' | 'email' | 'contact_name' | 'business_name'>;

/**
 * Invites an applicant: records the public admission note, creates the invitation (a newer one
 * withdraws older ones) and has the auth service email the applicant a sign-in link, which
 * proves the address and lands on the acceptance page. The names go along as `data` (a new
 * account's metadata, which the email greets them with); the invitation's token goes in the
 * link's redirect, so that the page can ask for a fresh link once this one has expired.
 */
export async function inviteApplicant(application: Invitee, note: string) {
  await update(application.id, { admission_note: note.trim() });
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

function invitationToken(data: Json): string {
  const token = field(data, 'token');
  if (typeof token !== 'string') throw new Error('create_invitation returned no token');
  return token;
}

/** The acceptance page for the holder of an invitation's token (the email link's redirect). */
export function invitationUrl(token: string): string {
  const url = new URL(PATHS.membershipAccept, window.location.origin);
  url.searchParams.set(INVITATION_PARAM, token);
  return url.href;
}

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

export function useReviewActions() {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: membershipKeys.all });
  return {
    decide: useMutation({
      mutationFn: ({ id, status, reason }: Decision) =>
        update(id, { status, decision_reason: reason ?? null }),
      onSuccess: done,
    }),
    saveNotes: useMutation({
      mutationFn: ({ id, notes }: { id: string; notes: string }) =>
        update(id, { internal_notes: notes.trim() || null }),
      onSuccess: done,
    }),
    invite: useMutation({
      mutationFn: ({ application, note }: { application: Invitee; note: string }) =>
        inviteApplicant(application, note),
      onSuccess: done,
    }),
    revoke: useMutation({ mutationFn: revokeInvitations, onSuccess: done }),
  };
}

// ---------------------------------------------------------------------------------------------
// The invitee's side
// ---------------------------------------------------------------------------------------------

export type InvitationState =
  'open' | 'expired' | 'withdrawn' | 'accepted' | 'none' | 'unconfirmed';
export interface MyInvitation {
  state: InvitationState;
  email: string;
  business_name?: string | null;
  expires_at?: string;
}

export const myInvitationQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: membershipKeys.mine(userId),
    queryFn: async (): Promise<MyInvitation> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.rpc('my_invitation');
      if (error) throw error;
      return parseMyInvitation(data);
    },
  });

const STATES: readonly InvitationState[] = [
  'open',
  'expired',
  'withdrawn',
  'accepted',
  'none',
  'unconfirmed',
];
const field = (data: Json, key: string) =>
  data && typeof data === 'object' && !Array.isArray(data) ? data[key] : undefined;

/** my_invitation()'s answer, read field by field. */
export function parseMyInvitation(data: Json): MyInvitation {
  const state = field(data, 'state');
  const business = field(data, 'business_name');
  const expires = field(data, 'expires_at');
  return {
    state: STATES.includes(state as InvitationState) ? (state as InvitationState) : 'none',
    email: String(field(data, 'email') ?? ''),
    business_name: typeof business === 'string' ? business : null,
    expires_at: typeof expires === 'string' ? expires : undefined,
  };
}

export async function acceptMyInvitation(): Promise<{ listingId: string | null }> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('accept_my_invitation');
  if (error) throw error;
  const listing = field(data, 'listing_id');
  return { listingId: typeof listing === 'string' ? listing : null };
}
