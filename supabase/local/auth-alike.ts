import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { sql, type Kysely } from 'kysely';
import type { App } from '@supabase/lite';
import type Bcrypt from 'bcryptjs';
import { isSignUp, signUpAlike } from './signup-alike.ts';

/**
 * lite's own password hashing, resolved from lite's folder (its dependency, not the project's):
 * the same bcrypt its password grant checks with.
 */
const bcrypt: Pick<typeof Bcrypt, 'compare'> = createRequire(
  new URL('../../node_modules/@supabase/lite/package.json', import.meta.url),
)('bcryptjs');

/**
 * The local Auth's answers made as hosted Auth's are, where lite's told more than they should or
 * kept what hosted Auth does not (issue #40, part B1):
 *
 * - A sign-up for an address that is not confirmed yet mails it a fresh confirmation, as hosted
 *   Auth does (lite sent nothing), and the database's trigger (unclaim_unconfirmed_account) clears
 *   the password a stranger may have set before: whoever follows the link proves the mailbox.
 * - Sign-ups and email-change requests answer no sooner than ANSWER_FLOOR_MS after they arrived,
 *   and one for an address already known (answered at once inside) no sooner than the recent
 *   answers for new addresses took (a password hashed, an email sent): the same time either way,
 *   on a quiet machine or a busy one.
 * - An email change to a taken address answers as one to a free address (lite: 422
 *   `email_exists`), and sends nothing.
 * - The password grant checks the password before the confirmation, as hosted Auth does: a wrong
 *   password is `invalid_credentials` whether or not the address is confirmed (lite answered
 *   `email_not_confirmed` first, which told that the address had an account).
 * - A password change signs out every other session of the account, as hosted Auth does.
 */

/** How long a sign-up or an email change takes at least, known address or not. */
export const ANSWER_FLOOR_MS = 700;
/** How many recent real answers set the pace of the stand-in ones. */
const PACE_SAMPLES = 15;

export interface AuthAlikeOptions {
  /** The auth schema's database (lite's own Kysely instance). */
  database: Kysely<unknown>;
  /** Where the links of a fresh confirmation lead (the site). */
  siteUrl: string;
  otpLength: number;
}

export type AuthAlike = (
  request: Request,
  answer: (request: Request) => Promise<Response>,
) => Promise<Response>;

type UserRow = {
  id: string;
  email: string;
  email_confirmed_at: unknown;
  encrypted_password: string | null;
};

const AUTH_USER = '/auth/v1/user';
const AUTH_TOKEN = '/auth/v1/token';

type Body = Record<string, unknown>;

async function bodyOf(request: Request): Promise<Body> {
  const body = (await request.json().catch(() => null)) as unknown;
  return body && typeof body === 'object' ? (body as Body) : {};
}

async function errorCode(response: Response): Promise<string | undefined> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error_code?: string } | null;
  return body?.error_code;
}

const waitUntil = (deadline: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())));

/**
 * One kind of answer kept to one pace: each at least the floor after it arrived, and a stand-in
 * (an address already known) no sooner than the median of the recent real ones.
 */
function pace() {
  const recent: number[] = [];
  return async (started: number, real: boolean) => {
    if (real) {
      recent.push(Date.now() - started);
      if (recent.length > PACE_SAMPLES) recent.shift();
    }
    const sorted = [...recent].sort((a, b) => a - b);
    const usual = real ? 0 : (sorted[sorted.length >> 1] ?? 0);
    await waitUntil(started + Math.max(ANSWER_FLOOR_MS, usual));
  };
}

/** The JWT's claims; the caller has had it accepted by Auth first. */
function claimsOf(request: Request): { sub?: string; session_id?: string } {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return {};
  }
}

/** lite's token for an emailed link: the hex SHA-256 of the address and the one-time code. */
async function tokenHash(email: string, code: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(email.toLowerCase() + code),
  );
  return Buffer.from(digest).toString('hex');
}

const installed = new WeakMap<App, AuthAlike>();

/** Puts these answers in front of the app's Auth (see answerAlike). */
export function installAuthAlike(app: App, options: AuthAlikeOptions): void {
  installed.set(app, authAlike(app, options));
}

/** The app's answer to a request, through these answers when installed. */
export function answerAlike(
  app: App,
  request: Request,
  answer: (request: Request) => Promise<Response>,
): Promise<Response> {
  return (installed.get(app) ?? ((same, next) => next(same)))(request, answer);
}

export function authAlike(app: App, options: AuthAlikeOptions): AuthAlike {
  const { database } = options;

  async function userByEmail(email: string): Promise<UserRow | undefined> {
    const { rows } = await sql<UserRow>`
      select id::text as id, email, email_confirmed_at, encrypted_password
      from auth.users where lower(email) = ${email.trim().toLowerCase()}
    `.execute(database);
    return rows[0];
  }

  /** What hosted Auth does for a second sign-up of an unconfirmed address: a fresh confirmation. */
  async function confirmAgain(user: UserRow): Promise<void> {
    const code = Array.from({ length: options.otpLength }, () => randomInt(10)).join('');
    const hash = await tokenHash(user.email, code);
    await sql`
      update auth.users
      set confirmation_token = ${hash}, confirmation_sent_at = now()
      where id = ${user.id}::uuid and email_confirmed_at is null
    `.execute(database);
    await app._mailer?.sendConfirmation(user.email, hash, code, {
      userId: user.id,
      redirectTo: options.siteUrl,
    });
  }

  /** The answer, and whether it is a real one (a new account) rather than a stand-in. */
  async function signUp(request: Request, answer: AuthAlikeAnswer) {
    const copy = request.clone();
    const response = await answer(request);
    if (response.status !== 429 || (await errorCode(response)) !== 'over_email_send_rate_limit')
      return { response, real: response.ok };
    const { email } = await bodyOf(copy.clone());
    const known = typeof email === 'string' ? await userByEmail(email) : undefined;
    if (known && !known.email_confirmed_at) await confirmAgain(known);
    return { response: await signUpAlike(copy, response), real: false };
  }

  async function passwordGrant(request: Request, answer: AuthAlikeAnswer): Promise<Response> {
    const copy = request.clone();
    const response = await answer(request);
    if (response.status !== 400 || (await errorCode(response)) !== 'email_not_confirmed')
      return response;
    const { email, password } = await bodyOf(copy);
    const user = typeof email === 'string' ? await userByEmail(email) : undefined;
    const right =
      typeof password === 'string' &&
      !!user?.encrypted_password &&
      (await bcrypt.compare(password, user.encrypted_password));
    if (right) return response;
    await response.body?.cancel();
    return Response.json(
      { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
      { status: 400 },
    );
  }

  /** The answer, and whether it is a real one (an email sent) rather than a stand-in. */
  async function updateUser(request: Request, answer: AuthAlikeAnswer, body: Body) {
    const copy = request.clone();
    const response = await answer(request);
    if (response.ok && typeof body.password === 'string') {
      const { sub, session_id } = claimsOf(copy);
      if (sub && session_id)
        await sql`
          delete from auth.sessions where user_id = ${sub}::uuid and id <> ${session_id}::uuid
        `.execute(database);
    }
    if (
      response.status !== 422 ||
      typeof body.email !== 'string' ||
      (await errorCode(response)) !== 'email_exists'
    )
      return { response, real: response.ok };
    await response.body?.cancel();
    // The account as it is, with the address asked for waiting, as a free address answers.
    const current = await app.fetch(
      new Request(copy.url, { method: 'GET', headers: copy.headers }),
    );
    if (!current.ok) return { response: current, real: false };
    const user = (await current.json()) as Body;
    const alike = Response.json({
      ...user,
      new_email: body.email.trim().toLowerCase(),
      email_change_sent_at: new Date().toISOString(),
    });
    return { response: alike, real: false };
  }

  const signUpPace = pace();
  const emailChangePace = pace();

  return async (request, answer) => {
    const { pathname, searchParams } = new URL(request.url);
    const started = Date.now();
    if (isSignUp(request)) {
      const { response, real } = await signUp(request, answer);
      await signUpPace(started, real);
      return response;
    }
    if (
      request.method === 'POST' &&
      pathname === AUTH_TOKEN &&
      searchParams.get('grant_type') === 'password'
    )
      return passwordGrant(request, answer);
    if (request.method === 'PUT' && pathname === AUTH_USER) {
      const body = await bodyOf(request.clone());
      const { response, real } = await updateUser(request, answer, body);
      if (typeof body.email === 'string') await emailChangePace(started, real);
      return response;
    }
    return answer(request);
  };
}

type AuthAlikeAnswer = (request: Request) => Promise<Response>;
