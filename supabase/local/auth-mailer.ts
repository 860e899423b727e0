import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { App } from '@supabase/lite';
import { sql, type Kysely } from 'kysely';
import { Webhook } from 'standardwebhooks';
import type { SendEmailHookPayload } from '../functions/send-auth-email/handler.ts';

/**
 * The local stack's auth emails, sent as a hosted project with the Send Email Hook sends them.
 *
 * lite's own mailer renders only `{{ .Name }}` placeholders and writes the plain-text part from
 * its own fixed sentences; its `/otp` also drops the request's `data` and `redirect_to`, which
 * hosted Auth keeps (`data` becomes a new user's metadata; `redirect_to`, when allowed, is the
 * email's redirect). This mailer takes lite's place (`App._mailer`, lite's hook for it) and does
 * what hosted Auth does with the hook enabled (supabase/config.toml, [auth.hook.send_email]):
 * each email becomes the hook's payload (the user, the code, the link's hash, the redirect),
 * signed with the hook's secret (Standard Webhooks) and handed to the very handler the hosted
 * project deploys (supabase/functions/send-auth-email), which asks the mail gate, renders
 * `supabase/templates/<kind>.html` and sends it over SMTP to the local mailbox. Besides, as
 * hosted Auth does:
 *
 * - for `/otp`, the request's `redirect_to` (when hosted Auth would allow it) is the redirect,
 *   and for an address the request creates, its `data` is saved as the new user's metadata.
 */

type Mailer = NonNullable<App['_mailer']>;
type MailMeta = NonNullable<Parameters<Mailer['sendMagicLink']>[3]>;

export const AUTH_EMAIL_KINDS = [
  'confirmation',
  'recovery',
  'email_change',
  'magic_link',
  'reauthentication',
] as const;
export type AuthEmailKind = (typeof AUTH_EMAIL_KINDS)[number];

export interface SiteMailerOptions {
  siteUrl: string;
  /** `additional_redirect_urls`: globs (`**` anything, `*` within one segment), as hosted reads them. */
  additionalRedirectUrls: readonly string[];
  /** The auth schema's database (lite's own Kysely instance). */
  database: Kysely<unknown>;
  /** The Send Email Hook's handler (null while it is not mounted: nothing is sent). */
  hook: () => ((request: Request) => Promise<Response>) | null;
  /** The hook's secret, `v1,whsec_<base64>`. */
  hookSecret: string;
}

/** What hosted Auth would have kept from the request that is sending the email. */
interface AuthRequest {
  redirectTo: string | null;
  /** `/otp`'s `data` for an address that has no account yet. */
  newUserData: Record<string, unknown> | null;
}
const authRequests = new AsyncLocalStorage<AuthRequest>();

/** The hook's `email_action_type` for each of lite's kinds of email. */
const ACTION_TYPES: Record<AuthEmailKind, string> = {
  confirmation: 'signup',
  recovery: 'recovery',
  email_change: 'email_change',
  magic_link: 'magiclink',
  reauthentication: 'reauthentication',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** gobwas/glob as hosted Auth matches `additional_redirect_urls`, separators `.` and `/`. */
function globMatches(pattern: string, value: string): boolean {
  let source = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index]!;
    if (char === '*' && pattern[index + 1] === '*') {
      source += '.*';
      index += 1;
    } else if (char === '*') source += '[^./]*';
    else if (char === '?') source += '[^./]';
    else source += char.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
  }
  return new RegExp(`^${source}$`).test(value);
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * `redirect_to` when hosted Auth would use it: the site's own scheme and host (any port on a
 * loopback host), or a URL an `additional_redirect_urls` glob matches. Otherwise null (the site).
 */
export function allowedRedirect(
  redirectTo: string | null,
  siteUrl: string,
  allowList: readonly string[],
): string | null {
  // Hosted refuses any control character or space in it.
  if (!redirectTo || [...redirectTo].some((char) => char <= ' ' || char === '\u007f')) return null;
  let target: URL;
  let site: URL;
  try {
    target = new URL(redirectTo);
    site = new URL(siteUrl);
  } catch {
    return null;
  }
  if (
    target.hostname === site.hostname &&
    target.protocol === site.protocol &&
    (target.port === site.port || LOOPBACK.has(target.hostname))
  )
    return redirectTo;
  return allowList.some((pattern) => globMatches(pattern, redirectTo)) ? redirectTo : null;
}

export class SiteMailer implements Mailer {
  private readonly options: SiteMailerOptions;
  private readonly signer: Webhook;

  constructor(options: SiteMailerOptions) {
    this.options = options;
    this.signer = new Webhook(options.hookSecret.replace(/^v1,/, ''));
  }

  sendConfirmation(email: string, tokenHash: string, token: string, meta?: MailMeta) {
    return this.send('confirmation', email, tokenHash, token, meta);
  }

  sendRecovery(email: string, tokenHash: string, token: string, meta?: MailMeta) {
    return this.send('recovery', email, tokenHash, token, meta);
  }

  async sendMagicLink(email: string, tokenHash: string, token: string, meta?: MailMeta) {
    const request = authRequests.getStore();
    if (request?.newUserData && meta?.userId) await this.saveSignUpData(meta.userId, request);
    return this.send('magic_link', email, tokenHash, token, meta);
  }

  sendEmailChange(email: string, tokenHash: string, token: string, meta?: MailMeta) {
    return this.send('email_change', email, tokenHash, token, meta);
  }

  sendReauthentication(email: string, token: string, meta?: MailMeta) {
    return this.send('reauthentication', email, meta?.tokenHash ?? '', token, meta);
  }

  /** The Send Email Hook's payload for one email, as hosted Auth builds it. */
  payload(
    kind: AuthEmailKind,
    to: string,
    tokenHash: string,
    token: string,
    meta: MailMeta | undefined,
  ): SendEmailHookPayload {
    const { siteUrl, additionalRedirectUrls } = this.options;
    const requested = authRequests.getStore()?.redirectTo ?? null;
    const redirectTo =
      allowedRedirect(requested, siteUrl, additionalRedirectUrls) ?? meta?.redirectTo ?? siteUrl;
    return {
      user: {
        id: meta?.userId ?? '',
        email: meta?.currentEmail ?? to,
        ...(kind === 'email_change' ? { new_email: meta?.newEmail ?? to } : {}),
      },
      email_data: {
        token,
        token_hash: tokenHash,
        redirect_to: redirectTo,
        email_action_type: ACTION_TYPES[kind],
        site_url: siteUrl,
        token_new: '',
        token_hash_new: '',
      },
    };
  }

  /** Signs the email's payload with the hook's secret and hands it to the hook, as Auth does. */
  private async send(
    kind: AuthEmailKind,
    to: string,
    tokenHash: string,
    token: string,
    meta: MailMeta | undefined,
  ): Promise<void> {
    const hook = this.options.hook();
    if (!hook) return;
    const body = JSON.stringify(this.payload(kind, to, tokenHash, token, meta));
    const id = `msg_${randomUUID()}`;
    const sentAt = new Date();
    const signature = this.signer.sign(id, sentAt, body);
    const response = await hook(
      new Request('http://localhost/functions/v1/send-auth-email', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': signature,
        },
        body,
      }),
    );
    if (!response.ok)
      throw new Error(`The Send Email Hook answered ${response.status}: ${await response.text()}`);
  }

  /** Hosted Auth creates an `/otp` address's account with the request's `data` as its metadata. */
  private async saveSignUpData(userId: string, request: AuthRequest): Promise<void> {
    const data = request.newUserData;
    request.newUserData = null;
    // Sent as text: postgres.js would send a string for a jsonb parameter as a JSON string.
    await sql`
      update auth.users
      set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || ${JSON.stringify(data)}::text::jsonb
      where id = ${userId}
    `.execute(this.options.database);
  }
}

async function accountExists(database: Kysely<unknown>, email: string): Promise<boolean> {
  const { rows } = await sql`select 1 from auth.users where email = ${email.toLowerCase()}`.execute(
    database,
  );
  return rows.length > 0;
}

/**
 * Puts the SiteMailer in lite's place and lets it see what each auth request asked for: its
 * `redirect_to`, and for `/otp` the `data` of an address with no account yet.
 */
export function installSiteMailer(app: App, options: SiteMailerOptions): void {
  app._mailer = new SiteMailer(options);
  const handle = app.fetch;
  app.fetch = async (request, context) => {
    const url = new URL(request.url);
    if (request.method === 'GET' || !url.pathname.startsWith('/auth/v1/'))
      return handle(request, context);
    const asked: AuthRequest = {
      redirectTo: url.searchParams.get('redirect_to'),
      newUserData: null,
    };
    if (url.pathname === '/auth/v1/otp' && request.method === 'POST') {
      const body: unknown = await request
        .clone()
        .json()
        .catch(() => null);
      if (
        isRecord(body) &&
        typeof body.email === 'string' &&
        body.create_user !== false &&
        isRecord(body.data) &&
        Object.keys(body.data).length > 0 &&
        !(await accountExists(options.database, body.email))
      )
        asked.newUserData = body.data;
    }
    return authRequests.run(asked, () => handle(request, context));
  };
}
