import { randomBytes } from 'node:crypto';

/**
 * Sign-up answers alike for a known and a new address. @supabase/lite answers a sign-up for an
 * address it knows with 429 `over_email_send_rate_limit` (it tries to mail it again), and a new
 * one with 200 and the user: whether someone has an account was one request away. Hosted Auth
 * answers a known address with 200 and an invented user, sending nothing; so does the stack now,
 * with a user of the same shape as a new one's (ids of the same kind, one identity).
 */
export const isSignUp = (request: Request) =>
  request.method === 'POST' && new URL(request.url).pathname === '/auth/v1/signup';

/** A time-ordered id like those lite gives (UUID version 7). */
function timeOrderedId(now: number): string {
  const hex = now.toString(16).padStart(12, '0') + randomBytes(10).toString('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Postgres's text form of a timestamp, as lite's answers carry them. */
const stamp = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '+00');

/** The answer a new address gets, for an address the stack already knows. */
export function inventedSignUpUser(email: string, userMetadata: Record<string, unknown> = {}) {
  const now = new Date();
  const id = timeOrderedId(now.getTime());
  const metadata = {
    ...userMetadata,
    sub: id,
    email,
    email_verified: false,
    phone_verified: false,
  };
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata,
    identities: [
      {
        identity_id: timeOrderedId(now.getTime()),
        id,
        user_id: id,
        identity_data: metadata,
        provider: 'email',
        last_sign_in_at: stamp(now),
        created_at: stamp(now),
        updated_at: stamp(now),
        email,
      },
    ],
    created_at: stamp(now),
    updated_at: stamp(now),
    is_anonymous: false,
    confirmation_sent_at: stamp(now),
  };
}

/**
 * Lite's answer to a sign-up, made alike: its refusal to mail a known address again becomes the
 * answer a new address gets. Every other answer (a weak password, a bad address) stays.
 */
export async function signUpAlike(request: Request, response: Response): Promise<Response> {
  if (response.status !== 429) return response;
  const refusal = (await response
    .clone()
    .json()
    .catch(() => null)) as { error_code?: string } | null;
  if (refusal?.error_code !== 'over_email_send_rate_limit') return response;
  const body = (await request.json().catch(() => null)) as {
    email?: unknown;
    data?: unknown;
  } | null;
  if (typeof body?.email !== 'string') return response;
  await response.body?.cancel();
  const data =
    body.data && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : {};
  return Response.json(inventedSignUpUser(body.email.trim().toLowerCase(), data), {
    status: 200,
  });
}
