import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { contentKeys, type InboxKind } from '../keys';
import { INBOXES } from '../lib/inboxes';
import { useContentWrite } from './use-content-write';

/** How many held rows of each kind the admins' held desk shows at once (the oldest first). */
const HELD_PAGE_SIZE = 50;

/**
 * The admins' held desk for the two inboxes (issue #29): contact messages and wedding submissions
 * the database held past a burst from one sender or network, or past the hour's overall cap.
 */
export async function fetchHeldInbox() {
  const supabase = await getSupabase();
  const [messages, submissions] = await Promise.all([
    supabase
      .from('contact_messages')
      .select('id,name,email,subject,message,created_at', { count: 'exact' })
      .eq('status', 'held')
      .order('created_at', { ascending: true })
      .limit(HELD_PAGE_SIZE),
    supabase
      .from('wedding_submissions')
      .select('id,partner_one_name,partner_two_name,email,location,message,created_at', {
        count: 'exact',
      })
      .eq('status', 'held')
      .order('created_at', { ascending: true })
      .limit(HELD_PAGE_SIZE),
  ]);
  if (messages.error) throw messages.error;
  if (submissions.error) throw submissions.error;
  return {
    messages: {
      total: messages.count ?? 0,
      items: messages.data.map((row) => ({
        id: row.id,
        from: row.name,
        email: row.email,
        title: row.subject ?? 'No subject',
        body: row.message,
        created_at: row.created_at,
      })),
    },
    submissions: {
      total: submissions.count ?? 0,
      items: submissions.data.map((row) => ({
        id: row.id,
        from: `${row.partner_one_name} & ${row.partner_two_name}`,
        email: row.email,
        title: row.location ? `A wedding in ${row.location}` : 'A wedding',
        body: row.message ?? '',
        created_at: row.created_at,
      })),
    },
  };
}

export type HeldInboxItem = Awaited<ReturnType<typeof fetchHeldInbox>>['messages']['items'][number];

export const getHeldInboxQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.held(), queryFn: fetchHeldInbox });

/** Released into its inbox as new, or deleted (archived: archive before delete). */
export interface HeldInboxDecision {
  kind: InboxKind;
  id: string;
  decision: 'release' | 'delete';
}

export async function decideHeldInboxItem({ kind, id, decision }: HeldInboxDecision) {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from(INBOXES[kind].table)
    .update({ status: decision === 'release' ? 'new' : 'archived' })
    .eq('id', id)
    .eq('status', 'held');
  if (error) throw error;
}

/** Invalidates the content root (every inbox) and the admin root (the dashboard's counts). */
export const useDecideHeldInboxItem = () => useContentWrite(decideHeldInboxItem);
