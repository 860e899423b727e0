import { createClient } from '@supabase/supabase-js';
import { Webhook } from 'standardwebhooks';

/**
 * `POST /functions/v1/mail-events`: the mail provider's webhook (issue #44). Resend (and any
 * sender whose webhooks are Svix / Standard Webhooks) signs each call: an HMAC-SHA256, with the
 * secret (`whsec_<base64>`), of `<id>.<timestamp>.<raw body>`, in the `svix-signature` (or
 * `webhook-signature`) header, with `svix-id` and `svix-timestamp` beside it. A call that is not
 * signed with the secret, or whose timestamp is more than five minutes from now (a replay), is
 * refused (401) before anything is read. A signed `email.bounced` (a permanent one: a transient
 * bounce is the provider's to retry) or `email.complained` suppresses each recipient for every
 * letter (newsletter_suppress, the service role's alone); any other event is acknowledged and
 * ignored. A database failure answers 500, so the provider calls again (suppressing twice is
 * harmless).
 */
export interface MailEventsConfig {
  supabaseUrl: string;
  /** The service role's key: newsletter_suppress is granted to it alone. */
  serviceKey: string;
  /** The webhook's signing secret as the provider shows it, `whsec_<base64>`. */
  signingSecret: string;
}

/** The part of a Resend event this function reads. */
interface MailEvent {
  type?: string;
  data?: { to?: unknown; bounce?: { type?: string } };
}

/** What a recipient field holds: `a@b.c`, or `Name <a@b.c>`; a list or one. */
export function recipientsOf(to: unknown): string[] {
  const list = Array.isArray(to) ? to : [to];
  return list
    .filter((item): item is string => typeof item === 'string')
    .map((item) => (/<([^<>]+)>\s*$/.exec(item)?.[1] ?? item).trim().toLowerCase())
    .filter((item) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(item) && item.length <= 254);
}

/** Why an event suppresses its recipients, or null when it does not. */
export function suppressionReason(event: MailEvent): 'bounce' | 'complaint' | null {
  if (event.type === 'email.complained') return 'complaint';
  if (event.type !== 'email.bounced') return null;
  // Resend sends email.bounced for a permanent rejection; a bounce typed otherwise is soft.
  const kind = event.data?.bounce?.type?.toLowerCase();
  return kind === undefined || kind === 'permanent' ? 'bounce' : null;
}

/** The signature headers under Standard Webhooks' names (Resend sends Svix's). */
function signatureHeaders(headers: Headers): Record<string, string> {
  const read = (name: string) =>
    headers.get(`webhook-${name}`) ?? headers.get(`svix-${name}`) ?? '';
  return {
    'webhook-id': read('id'),
    'webhook-timestamp': read('timestamp'),
    'webhook-signature': read('signature'),
  };
}

export function createMailEventsHandler(
  config: MailEventsConfig,
): (request: Request) => Promise<Response> {
  const db = createClient(config.supabaseUrl, config.serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  // A secret missing or malformed refuses every call rather than failing open.
  let verifier: Webhook | null = null;
  try {
    verifier = config.signingSecret ? new Webhook(config.signingSecret) : null;
  } catch {
    verifier = null;
  }

  return async (request) => {
    if (request.method !== 'POST')
      return Response.json({ message: 'Use POST' }, { status: 405, headers: { Allow: 'POST' } });
    const body = await request.text();
    let event: MailEvent;
    try {
      if (!verifier) throw new Error('no secret');
      event = verifier.verify(body, signatureHeaders(request.headers)) as MailEvent;
    } catch {
      return Response.json({ message: 'Not signed with the webhook secret' }, { status: 401 });
    }
    const reason = suppressionReason(event ?? {});
    if (!reason) return Response.json({ ignored: event?.type ?? null });
    const recipients = recipientsOf(event.data?.to);
    for (const email of recipients) {
      const { error } = await db.rpc('newsletter_suppress', { email, reason });
      if (error) return Response.json({ message: 'Please try again' }, { status: 500 });
    }
    return Response.json({ suppressed: recipients.length, reason });
  };
}
