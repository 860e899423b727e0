import type { SupabaseClient } from '@supabase/supabase-js';
import type { OutboxMessage } from './mail/messages.ts';
import { renderMessage } from './mail/render.ts';
import { PATHS } from '../../../src/config/paths.ts';

/**
 * One delivery run over the outbox (supabase/migrations/20261128010000_notifications.sql):
 * gather the digests that are due, then claim due messages in batches under a lease, send each
 * with its fixed Message-ID and mark it sent, or failed (the database decides the backoff and
 * when a failure is final). Runs until nothing is due or its time budget is spent.
 *
 * What a crash costs:
 * - the worker dies after claiming, before sending: the lease runs out, the message is claimed
 *   again and sent once;
 * - the database dies (or the network to it) after sending, before the mark: the mark is retried
 *   for `markRetryMs`, and a mark that committed but whose answer was lost is accepted on retry,
 *   so the message is not sent again;
 * - the worker itself dies after the SMTP server accepted the message and before the mark
 *   committed (a window of one round trip to the database): the lease runs out and the message
 *   is sent a second time, with the same Message-ID (docs/decisions.md, "Notifications").
 */

export interface Mail {
  from: { name: string; address: string };
  to: { name: string; address: string };
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
}

/** Sends one email, resolving once the SMTP server has accepted it. */
export interface Mailer {
  send: (mail: Mail) => Promise<void>;
}

export interface DeliveryOptions {
  /** A client with the service role: the claim and mark functions are granted to it alone. */
  db: SupabaseClient;
  mailer: Mailer;
  /** The site every link points to. */
  siteUrl: string;
  /** Where the one-click unsubscribe function answers (List-Unsubscribe). */
  functionsUrl: string;
  from: { name: string; address: string };
  batchSize?: number;
  /** Emails of a batch in flight at once (an SMTP provider allows a few connections). */
  concurrency?: number;
  leaseSeconds?: number;
  /** Stop claiming new batches after this long (an Edge Function has a wall-clock limit). */
  budgetMs?: number;
  /** Of that, the most spent queueing The Edit's issues before the outbox is read. */
  queueBudgetMs?: number;
  /** How long a mark is retried while the database does not answer. */
  markRetryMs?: number;
}

export interface DeliveryReport {
  digests: number;
  claimed: number;
  sent: number;
  /** Failed this time, to be tried again later. */
  retrying: number;
  /** Failed for good: admins see them and can send them again. */
  failed: number;
  /** Sent, but the mark could not be written: sent again once the lease runs out. */
  unmarked: number;
}

const DEFAULTS = {
  batchSize: 20,
  concurrency: 4,
  leaseSeconds: 300,
  budgetMs: 50_000,
  queueBudgetMs: 30_000,
  markRetryMs: 60_000,
};

/** The message's own Message-ID: the same on every attempt, so a second copy is recognisably one. */
export function messageIdFor(id: string, fromAddress: string): string {
  return `<${id}@${fromAddress.split('@')[1] ?? 'perfete.local'}>`;
}

/**
 * The links of a message with a topic: the page a person opens (it asks before it acts) and the
 * one-click address mail clients POST to (RFC 8058). The newsletter's (issue #44) are its
 * preferences page and `list=newsletter`, which the unsubscribe function sends to
 * newsletter_unsubscribe; the notifications' are /unsubscribe and set_email_subscription.
 */
export function unsubscribeLinks(
  options: { siteUrl: string; functionsUrl: string },
  token: string,
  topic?: string | null,
) {
  const query = `token=${encodeURIComponent(token)}`;
  const newsletter = topic === 'newsletter';
  return {
    page: new URL(
      `${newsletter ? PATHS.newsletterPreferences : PATHS.unsubscribe}?${query}`,
      options.siteUrl,
    ).href,
    oneClick: `${options.functionsUrl.replace(/\/$/, '')}/email-unsubscribe?${query}${newsletter ? '&list=newsletter' : ''}`,
  };
}

/** The email an outbox row becomes. */
export async function toMail(
  message: OutboxMessage,
  options: Pick<DeliveryOptions, 'siteUrl' | 'functionsUrl' | 'from'>,
): Promise<Mail> {
  const links =
    message.topic && message.unsubscribe_token
      ? unsubscribeLinks(options, message.unsubscribe_token, message.topic)
      : null;
  const rendered = await renderMessage(message, {
    siteUrl: options.siteUrl,
    unsubscribeUrl: links?.page,
  });
  return {
    from: options.from,
    to: { name: message.recipient_name ?? '', address: message.recipient_email },
    replyTo: message.reply_to ?? undefined,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    messageId: messageIdFor(message.id, options.from.address),
    headers: links
      ? {
          // RFC 2369 and RFC 8058: mail clients offer an unsubscribe button that POSTs here.
          'List-Unsubscribe': `<${links.oneClick}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : {},
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A database call retried while it fails to answer (not while it answers with a refusal). */
async function persist<T>(
  call: () => PromiseLike<{ data: T; error: { message: string; code?: string } | null }>,
  retryMs: number,
): Promise<T> {
  const deadline = Date.now() + retryMs;
  let wait = 250;
  for (;;) {
    let failure: unknown;
    try {
      const { data, error } = await call();
      if (!error) return data;
      // An answer from the database (a code) is final; a transport failure is worth a retry.
      if (error.code) throw new Error(error.message);
      failure = new Error(error.message);
    } catch (error) {
      if (error instanceof Error && !/fetch|network|socket|ECONN|terminated/i.test(error.message))
        throw error;
      failure = error;
    }
    if (Date.now() + wait > deadline) throw failure;
    await sleep(wait);
    wait = Math.min(wait * 2, 4_000);
  }
}

const describe = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** Messages one call of queue_newsletter_issues queues at most: one transaction's worth. */
export const NEWSLETTER_QUEUE_CHUNK = 5000;

/**
 * Queues The Edit's sending issues (and starts the scheduled ones whose time has come) until every
 * subscriber of each is queued or `budgetMs` is spent, whichever comes first; the next run goes on
 * from there. Each call is one transaction of up to NEWSLETTER_QUEUE_CHUNK messages, so a run cut
 * off mid-way keeps what it committed, and a hosted statement timeout is never near. Queueing the
 * whole issue before sending any of it means an issue to 50,000 readers is queued in seconds
 * (`npm run bench:newsletter`), not paced by SMTP over ten runs. Returns how many it queued.
 */
export async function queueNewsletterIssues(db: SupabaseClient, budgetMs: number): Promise<number> {
  const started = Date.now();
  let queued = 0;
  for (;;) {
    const chunk = await db.rpc('queue_newsletter_issues', {
      max_messages: NEWSLETTER_QUEUE_CHUNK,
    });
    if (chunk.error) throw new Error(`queue_newsletter_issues: ${chunk.error.message}`);
    const count = Number(chunk.data ?? 0);
    queued += count;
    if (count < NEWSLETTER_QUEUE_CHUNK || Date.now() - started >= budgetMs) return queued;
  }
}

export async function deliverOutbox(options: DeliveryOptions): Promise<DeliveryReport> {
  const settings = { ...DEFAULTS, ...options };
  const started = Date.now();
  const report: DeliveryReport = {
    digests: 0,
    claimed: 0,
    sent: 0,
    retrying: 0,
    failed: 0,
    unmarked: 0,
  };
  // Review invitations whose day has come (issue #32) go into the outbox before it is read.
  const invited = await options.db.rpc('invite_reviews');
  if (invited.error) throw new Error(`invite_reviews: ${invited.error.message}`);
  // So do the week-by-week letters whose stage has come (issue #44).
  const letters = await options.db.rpc('newsletter_send_week_by_week');
  if (letters.error) throw new Error(`newsletter_send_week_by_week: ${letters.error.message}`);
  // The Edit's issues (issue #44): a scheduled one whose time has come starts sending, and the
  // sending ones are queued, once per subscriber, before the outbox is read.
  await queueNewsletterIssues(options.db, settings.queueBudgetMs);
  const composed = await options.db.rpc('compose_digests');
  if (composed.error) throw new Error(`compose_digests: ${composed.error.message}`);
  report.digests = Number(composed.data ?? 0);

  while (Date.now() - started < settings.budgetMs) {
    const claimed = await options.db.rpc('claim_messages', {
      batch_size: settings.batchSize,
      lease_seconds: settings.leaseSeconds,
    });
    if (claimed.error) throw new Error(`claim_messages: ${claimed.error.message}`);
    const batch = (claimed.data ?? []) as (OutboxMessage & { claim_id: string })[];
    if (batch.length === 0) break;
    report.claimed += batch.length;
    const queue = [...batch];
    const sendNext = async (): Promise<void> => {
      for (let message = queue.shift(); message; message = queue.shift())
        await deliverOne(message, options, settings.markRetryMs, report);
    };
    await Promise.all(Array.from({ length: settings.concurrency }, sendNext));
  }
  return report;
}

/** Sends one claimed message and records the outcome (retrying the mark, never the send). */
async function deliverOne(
  message: OutboxMessage & { claim_id: string },
  options: DeliveryOptions,
  markRetryMs: number,
  report: DeliveryReport,
): Promise<void> {
  let sendError: unknown;
  try {
    await options.mailer.send(await toMail(message, options));
  } catch (error) {
    sendError = error;
  }
  try {
    if (sendError === undefined) {
      await persist(
        () =>
          options.db.rpc('mark_message_sent', { message_id: message.id, claim: message.claim_id }),
        markRetryMs,
      );
      report.sent += 1;
      return;
    }
    const outcome = await persist(
      () =>
        options.db.rpc('mark_message_failed', {
          message_id: message.id,
          claim: message.claim_id,
          error: describe(sendError),
        }),
      markRetryMs,
    );
    if (outcome === 'failed') report.failed += 1;
    else report.retrying += 1;
  } catch {
    // The database stayed away longer than the retries: the lease will hand it out again.
    report.unmarked += 1;
  }
}
