import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { notificationKeys } from '../keys';
import { EMAIL_TOPICS, type EmailTopic } from './get-email-subscription';

/** How an email reaches its person: each at once, or gathered into one a day. */
export const DELIVERIES = ['instant', 'digest'] as const;
export type Delivery = (typeof DELIVERIES)[number];
/** What Account settings offer for a kind of email: a delivery, or none at all. */
export const EMAIL_CHOICES = [...DELIVERIES, 'off'] as const;
export type EmailChoice = (typeof EMAIL_CHOICES)[number];

/**
 * Emails of one kind that are stopped (from an email's unsubscribe link, or here): since when,
 * and to which of the person's addresses (a listing's contact address may be one).
 */
export interface EmailStop {
  /** The earliest stop, an ISO timestamp. */
  since: string;
  addresses: string[];
}

/** The choices a person makes; no row means the defaults (every email at once). */
export interface NotificationPreferences {
  /** A vendor's emails about new inquiries. */
  inquiry_delivery: Delivery;
  /** An admin's alerts about applications and listings waiting for review. */
  admin_delivery: Delivery;
  /** Per kind of email, whether it is stopped (null: it is sent, as delivered above). */
  stopped: Record<EmailTopic, EmailStop | null>;
}

export const DEFAULT_PREFERENCES: NotificationPreferences = {
  inquiry_delivery: 'instant',
  admin_delivery: 'instant',
  stopped: { inquiries: null, admin_alerts: null },
};

const delivery = (value: string | undefined, fallback: Delivery): Delivery =>
  DELIVERIES.find((known) => known === value) ?? fallback;

/** The database's list of the person's addresses per topic, gathered into the stopped ones. */
export function readStops(
  rows: readonly { topic: string; email: string; stopped_at: string | null }[],
): Record<EmailTopic, EmailStop | null> {
  const stopOf = (topic: EmailTopic): EmailStop | null => {
    const stopped = rows
      .filter((row) => row.topic === topic && row.stopped_at)
      .sort((a, b) => (a.stopped_at! < b.stopped_at! ? -1 : 1));
    return stopped.length === 0
      ? null
      : { since: stopped[0]!.stopped_at!, addresses: stopped.map((row) => row.email) };
  };
  return Object.fromEntries(EMAIL_TOPICS.map((topic) => [topic, stopOf(topic)])) as Record<
    EmailTopic,
    EmailStop | null
  >;
}

/**
 * The signed-in person's choices: their own row (RLS shows no one else's; the defaults when there
 * is none) and which of their emails are stopped (my_email_subscriptions(): their addresses only).
 * One answer, read together, because the settings show them as one choice per kind of email.
 */
export async function fetchNotificationPreferences(
  userId: string,
): Promise<NotificationPreferences> {
  const supabase = await getSupabase();
  const [row, subscriptions] = await Promise.all([
    supabase
      .from('notification_preferences')
      .select('inquiry_delivery,admin_delivery')
      .eq('user_id', userId)
      .maybeSingle(),
    supabase.rpc('my_email_subscriptions'),
  ]);
  if (row.error) throw row.error;
  if (subscriptions.error) throw subscriptions.error;
  return {
    inquiry_delivery: delivery(row.data?.inquiry_delivery, DEFAULT_PREFERENCES.inquiry_delivery),
    admin_delivery: delivery(row.data?.admin_delivery, DEFAULT_PREFERENCES.admin_delivery),
    stopped: readStops(subscriptions.data ?? []),
  };
}

export const getNotificationPreferencesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.preferences(userId),
    queryFn: () => fetchNotificationPreferences(userId),
  });
