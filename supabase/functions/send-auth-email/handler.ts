import { createClient } from '@supabase/supabase-js';
import { Webhook } from 'standardwebhooks';
import { renderTemplate, textFromHtml } from '../_shared/auth-template.ts';
import { messageIdFor, type Mailer } from '../_shared/outbox.ts';
import { smtpMailer, type SmtpSettings } from '../_shared/smtp.ts';

/**
 * `POST /functions/v1/send-auth-email`: Supabase Auth's Send Email Hook (issue #40). Every auth
 * email (sign-up confirmation, sign-in link, password reset, email change, reauthentication code)
 * comes here instead of Auth's own mailer, signed with the hook's secret (Standard Webhooks). Each
 * one goes through the mail gate first (admit_mail, the service role's): past its mailbox's daily
 * limit nothing is sent, the gate records it for the admins, and Auth is answered as if it had
 * been (the person asking learns nothing from it). Otherwise the template of supabase/templates/
 * is rendered (the html/template subset of _shared/auth-template.ts, with no user metadata at
 * all: a caller of /otp or /signup sets that freely) and sent over SMTP, with a text part made
 * from the same HTML. The local stack's auth mailer hands every auth email to this same handler.
 */

/** Each email Auth asks for: the gate's kind, the subject, the template in supabase/templates. */
export const AUTH_EMAILS = {
  signup: {
    kind: 'auth_signup',
    subject: 'Confirm your email for Perféte',
    file: 'confirmation.html',
  },
  magiclink: { kind: 'auth_magiclink', subject: 'Sign in to Perféte', file: 'magic-link.html' },
  recovery: {
    kind: 'auth_recovery',
    subject: 'Reset your Perféte password',
    file: 'recovery.html',
  },
  email_change: {
    kind: 'auth_email_change',
    subject: 'Confirm your new email for Perféte',
    file: 'email-change.html',
  },
  reauthentication: {
    kind: 'auth_reauthentication',
    subject: 'Your Perféte confirmation code',
    file: 'reauthentication.html',
  },
} as const;
export type AuthEmailAction = keyof typeof AUTH_EMAILS;
/** Auth's `email` action is a one-time code sign-in: the sign-in email. */
const ACTION_ALIASES: Record<string, AuthEmailAction> = { email: 'magiclink' };
/**
 * Auth's own security notices, which the database already sends through the outbox (issue #41:
 * the trigger on auth.users queues "Your Perféte password was changed", on hosted Supabase and the
 * local stack alike). Should one be switched on in the dashboard, it is answered as sent and
 * nothing goes out, so nobody gets the same notice twice and Auth's change never fails on it.
 */
export const SENT_BY_THE_DATABASE: readonly string[] = ['password_changed_notification'];

/** What the hook is sent (supabase.com/docs/guides/auth/auth-hooks/send-email-hook). */
export interface SendEmailHookPayload {
  user: { id?: string; email?: string; new_email?: string };
  email_data: {
    token?: string;
    token_hash?: string;
    redirect_to?: string;
    email_action_type?: string;
    site_url?: string;
    token_new?: string;
    token_hash_new?: string;
  };
}

export interface SendAuthEmailConfig {
  supabaseUrl: string;
  /** The service role's key: admit_mail is granted to it alone. */
  serviceKey: string;
  /** The hook's secret as Auth gives it, `v1,whsec_<base64>`. */
  hookSecret: string;
  siteUrl: string;
  from: { name: string; address: string };
  smtp: SmtpSettings;
  /** A template's HTML by its file name in supabase/templates. */
  readTemplate: (file: string) => Promise<string>;
  /** Tests pass their own; otherwise SMTP with `smtp`. */
  mailer?: Mailer;
}

const hookError = (status: number, message: string) =>
  Response.json({ error: { http_code: status, message } }, { status });

/** One email of an Auth request: to whom, with which code and link hash. */
interface Recipient {
  to: string;
  token: string;
  tokenHash: string;
}

/**
 * Who gets an email. An email change in secure mode has two codes, and Auth's names for them are
 * crossed: `token` with `token_hash_new` is the current address's, `token_new` with `token_hash`
 * the new address's. With one pair, the new address alone is asked.
 */
function recipientsOf(action: AuthEmailAction, payload: SendEmailHookPayload): Recipient[] {
  const data = payload.email_data;
  const email = payload.user.email ?? '';
  if (action !== 'email_change')
    return [{ to: email, token: data.token ?? '', tokenHash: data.token_hash ?? '' }];
  const newEmail = payload.user.new_email ?? '';
  if (data.token_hash && data.token_hash_new)
    return [
      { to: email, token: data.token ?? '', tokenHash: data.token_hash_new },
      { to: newEmail, token: data.token_new ?? '', tokenHash: data.token_hash },
    ];
  return [
    {
      to: newEmail || email,
      token: data.token || data.token_new || '',
      tokenHash: data.token_hash || data.token_hash_new || '',
    },
  ];
}

export function createSendAuthEmailHandler(
  config: SendAuthEmailConfig,
): (request: Request) => Promise<Response> {
  const db = createClient(config.supabaseUrl, config.serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const verifier = new Webhook(config.hookSecret.replace(/^v1,/, ''));
  const mailer = config.mailer ?? smtpMailer(config.smtp);
  const templates = new Map<string, Promise<string>>();
  const template = (file: string) => {
    let source = templates.get(file);
    if (!source) {
      source = config.readTemplate(file);
      source.catch(() => templates.delete(file));
      templates.set(file, source);
    }
    return source;
  };

  return async (request) => {
    if (request.method !== 'POST')
      return Response.json({ message: 'Use POST' }, { status: 405, headers: { Allow: 'POST' } });
    const body = await request.text();
    let payload: SendEmailHookPayload;
    try {
      payload = verifier.verify(body, Object.fromEntries(request.headers)) as SendEmailHookPayload;
    } catch {
      return hookError(401, 'The request is not signed with the hook secret');
    }
    const requested = payload?.email_data?.email_action_type ?? '';
    if (SENT_BY_THE_DATABASE.includes(requested)) return Response.json({});
    const action = (
      Object.hasOwn(AUTH_EMAILS, requested) ? requested : ACTION_ALIASES[requested]
    ) as AuthEmailAction | undefined;
    if (!action || !payload.user) return hookError(400, `No email is sent for "${requested}"`);
    const email = AUTH_EMAILS[action];
    const webhookId = request.headers.get('webhook-id') ?? crypto.randomUUID();

    const recipients = recipientsOf(action, payload);
    for (const [index, recipient] of recipients.entries()) {
      if (!recipient.to) return hookError(400, 'The email has no recipient');
      const admitted = await db.rpc('admit_mail', {
        recipient_email: recipient.to,
        kind: email.kind,
      });
      if (admitted.error) return hookError(500, `admit_mail: ${admitted.error.message}`);
      // Past the mailbox's limit: not sent, recorded by the gate; Auth hears nothing different.
      if (admitted.data !== true) continue;
      const values = {
        SiteURL: config.siteUrl,
        Email: payload.user.email ?? recipient.to,
        NewEmail: payload.user.new_email ?? recipient.to,
        SendingTo: recipient.to,
        Token: recipient.token,
        TokenHash: recipient.tokenHash,
        RedirectTo: payload.email_data.redirect_to || config.siteUrl,
      };
      try {
        const html = renderTemplate(await template(email.file), values);
        await mailer.send({
          from: config.from,
          to: { name: '', address: recipient.to },
          subject: email.subject,
          html,
          text: textFromHtml(html),
          // The same on Auth's retry of this request, so a second copy is recognisably one.
          messageId: messageIdFor(`${webhookId}.${index}`, config.from.address),
          headers: {},
        });
      } catch (error) {
        return hookError(500, `Sending failed: ${(error as Error).message}`.slice(0, 500));
      }
    }
    return Response.json({});
  };
}
