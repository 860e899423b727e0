import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { notificationKeys } from '../keys';

/** How many days of the mail gate's record the dashboard shows. */
export const MAIL_HELD_BACK_DAYS = 7;
/** At most this many rows (mailbox, kind and day each) are listed. */
export const MAIL_HELD_BACK_ROWS = 20;

/**
 * Emails the mail gate (public.admit_mail, issue #40) did not send because their mailbox had
 * reached its daily limit: one row per mailbox, kind and day, with how many. Admins only (RLS).
 */
export async function fetchMailHeldBack() {
  const supabase = await getSupabase();
  const since = new Date(Date.now() - MAIL_HELD_BACK_DAYS * 24 * 60 * 60 * 1000);
  const { data, error } = await supabase
    .from('mail_held_back')
    .select('id, mailbox, kind, held, last_address, last_at')
    .gte('day', since.toISOString().slice(0, 10))
    .order('last_at', { ascending: false })
    .limit(MAIL_HELD_BACK_ROWS);
  if (error) throw error;
  return data;
}

export type MailHeldBack = Awaited<ReturnType<typeof fetchMailHeldBack>>[number];

export const getMailHeldBackQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.heldBack(), queryFn: fetchMailHeldBack });
