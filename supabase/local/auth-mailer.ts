import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs/promises';
import type { App } from '@supabase/lite';
import { sql, type Kysely } from 'kysely';
import { renderTemplate, textFromHtml, type TemplateData } from './email-template.ts';

/**
 * The local stack's auth emails, built as hosted Supabase Auth builds them.
 *
 * lite's own mailer renders only `{{ .Name }}` placeholders, hands every template an empty
 * `.Data`, and writes the plain-text part from its own fixed sentences ("Your login code is: …",
 * "Or follow this link: <site>/auth/v1/verify?…"), whatever our templates say. Its `/otp` also
 * drops the request's `data` and `redirect_to`, which hosted Auth keeps (`data` becomes a new
 * user's metadata; `redirect_to`, when allowed, is the template's `.RedirectTo`). This mailer
 * takes lite's place (`App._mailer`, lite's hook for it) and sends, through lite's email driver
 * (SMTP to the local mailbox):
 *
 * - the HTML of `supabase/templates/<kind>.html` rendered as Go's html/template would, with
 *   `.Data` the recipient's user metadata, read from `auth.users` as hosted Auth reads it;
 * - a plain-text part derived from that same HTML (hosted Auth sends the HTML alone);
 * - for `/otp`, the request's `redirect_to` (when hosted Auth would allow it) as `.RedirectTo`,
 *   and for an address the request creates, its `data` saved as the new user's metadata first.
 */

type Mailer = NonNullable<App['_mailer']>;
type MailMeta = NonNullable<Parameters<Mailer['sendMagicLink']>[3]>;
type EmailDriver = App['drivers']['email'];

export const AUTH_EMAIL_KINDS = [
  'confirmation',
  'recovery',
  'email_change',
  'magic_link',
  'reauthentication',
] as const;
export type AuthEmailKind = (typeof AUTH_EMAIL_KINDS)[number];

export interface AuthEmailTemplate {
  subject: string;
  content_path: string;
}

export interface SiteMailerOptions {
  driver: EmailDriver;
  siteUrl: string;
  /** `additional_redirect_urls`: globs (`**` anything, `*` within one segment), as hosted reads them. */
  additionalRedirectUrls: readonly string[];
  templates: Readonly<Record<AuthEmailKind, AuthEmailTemplate>>;
  /** The auth schema's database (lite's own Kysely instance). */
  database: Kysely<unknown>;
}

/** What hosted Auth would have kept from the request that is sending the email. */
interface AuthRequest {
  redirectTo: string | null;
  /** `/otp`'s `data` for an address that has no account yet. */
  newUserData: Record<string, unknown> | null;
}
const authRequests = new AsyncLocalStorage<AuthRequest>();

/** The verification type each kind's links carry (`?type=`). */
const LINK_TYPES: Record<AuthEmailKind, string> = {
  confirmation: 'signup',
  recovery: 'recovery',
  email_change: 'email_change',
  magic_link: 'magiclink',
  reauthentication: '',
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

  constructor(options: SiteMailerOptions) {
    this.options = options;
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

  /** The email of `kind` to `to`: its subject, its HTML and the text derived from that HTML. */
  async render(
    kind: AuthEmailKind,
    to: string,
    tokenHash: string,
    token: string,
    meta: MailMeta | undefined,
  ): Promise<{ to: string; subject: string; html: string; text: string }> {
    const { siteUrl, additionalRedirectUrls, templates } = this.options;
    const template = templates[kind];
    const requested = authRequests.getStore()?.redirectTo ?? null;
    const redirectTo =
      allowedRedirect(requested, siteUrl, additionalRedirectUrls) ?? meta?.redirectTo ?? siteUrl;
    const confirmationUrl = new URL('/auth/v1/verify', siteUrl);
    confirmationUrl.searchParams.set('token', tokenHash);
    confirmationUrl.searchParams.set('type', LINK_TYPES[kind]);
    confirmationUrl.searchParams.set('redirect_to', redirectTo);
    const data: TemplateData = {
      SiteURL: siteUrl,
      ConfirmationURL: kind === 'reauthentication' ? '' : confirmationUrl.href,
      Email: meta?.currentEmail ?? to,
      NewEmail: meta?.newEmail ?? to,
      SendingTo: to,
      Token: token,
      TokenHash: tokenHash,
      RedirectTo: redirectTo,
      Data: meta?.userId ? await this.userMetadata(meta.userId) : {},
    };
    const html = renderTemplate(await fs.readFile(template.content_path, 'utf8'), data);
    return {
      to,
      subject: decodeSubject(renderTemplate(template.subject, data)),
      html,
      text: textFromHtml(html),
    };
  }

  private async send(
    kind: AuthEmailKind,
    to: string,
    tokenHash: string,
    token: string,
    meta: MailMeta | undefined,
  ): Promise<void> {
    await this.options.driver.send(await this.render(kind, to, tokenHash, token, meta));
  }

  private async userMetadata(userId: string): Promise<Record<string, unknown>> {
    const { rows } = await sql<{ data: unknown }>`
      select raw_user_meta_data as data from auth.users where id = ${userId}
    `.execute(this.options.database);
    let data = rows[0]?.data;
    if (typeof data === 'string') data = JSON.parse(data) as unknown;
    return isRecord(data) ? data : {};
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

/** A subject is a header, not HTML: the escapes html/template wrote into it are undone. */
function decodeSubject(subject: string): string {
  return subject
    .replace(/&#34;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#43;/g, '+')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
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
