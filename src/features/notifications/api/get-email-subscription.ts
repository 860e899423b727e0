import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { isUuid } from '@/lib/uuid';
import type { Json } from '@/types/database';
import { notificationKeys } from '../keys';

/** What a non-essential email is about; each has its own unsubscribe link. */
export const EMAIL_TOPICS = ['inquiries', 'admin_alerts'] as const;
export type EmailTopic = (typeof EMAIL_TOPICS)[number];

/** What an unsubscribe link stands for; the address comes masked (a•••@example.com). */
export type EmailSubscription =
  { found: false } | { found: true; topic: EmailTopic; email: string; subscribed: boolean };

/** The database's answer, read as a subscription; anything unexpected counts as not found. */
export function readSubscription(data: Json): EmailSubscription {
  const answer = (data ?? {}) as Record<string, unknown>;
  const topic = EMAIL_TOPICS.find((known) => known === answer.topic);
  if (answer.found !== true || !topic || typeof answer.email !== 'string') return { found: false };
  return { found: true, topic, email: answer.email, subscribed: answer.subscribed === true };
}

/**
 * The subscription an unsubscribe link's token names (anyone may ask: the token is the key). A
 * link cut short in the email client is not a token at all and is answered without a request.
 */
export async function fetchEmailSubscription(token: string): Promise<EmailSubscription> {
  if (!isUuid(token)) return { found: false };
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('email_subscription', { token });
  if (error) throw error;
  return readSubscription(data);
}

export const getEmailSubscriptionQueryOptions = (token: string) =>
  queryOptions({
    queryKey: notificationKeys.subscription(token),
    queryFn: () => fetchEmailSubscription(token),
  });
