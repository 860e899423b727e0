import type { User } from '@supabase/supabase-js';
import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';

export interface SignInCredentials {
  email: string;
  password: string;
}

/** Email + password sign-in (POST /auth/v1/token?grant_type=password). Throws the auth error. */
export async function signIn({ email, password }: SignInCredentials): Promise<User> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return data.user;
}

export const SIGN_IN_MESSAGES = {
  invalidCredentials: "That email and password don't match an account.",
  emailNotConfirmed:
    'This account’s email address has not been confirmed yet. Please use the link in the email we sent you.',
  banned: 'This account has been suspended. Please contact us if you think this is a mistake.',
  rateLimited: 'Too many sign-in attempts. Please wait a minute, then try again.',
  unavailable:
    'We couldn’t reach the sign-in service. Please check your connection and try again in a moment.',
  unknown: 'Something went wrong while signing you in. Please try again.',
} as const;

/** The fields of a supabase-js AuthError this needs (read by shape: no runtime import here). */
interface AuthErrorShape {
  name?: unknown;
  code?: unknown;
  status?: unknown;
  message?: unknown;
}

const SERVER_ERROR_STATUS = 500;
const TOO_MANY_REQUESTS_STATUS = 429;

/** The auth service's error kinds (site-spec §8) in plain words for the sign-in form. */
export function signInErrorMessage(error: unknown): string {
  const { name, code, status, message } = (error ?? {}) as AuthErrorShape;
  if (code === 'invalid_credentials' || /invalid login credentials/i.test(String(message))) {
    return SIGN_IN_MESSAGES.invalidCredentials;
  }
  if (code === 'email_not_confirmed') return SIGN_IN_MESSAGES.emailNotConfirmed;
  if (code === 'user_banned') return SIGN_IN_MESSAGES.banned;
  if (code === 'over_request_rate_limit' || status === TOO_MANY_REQUESTS_STATUS) {
    return SIGN_IN_MESSAGES.rateLimited;
  }
  const isNetworkFailure =
    name === 'AuthRetryableFetchError' ||
    error instanceof TypeError ||
    status === 0 ||
    (typeof status === 'number' && status >= SERVER_ERROR_STATUS);
  if (isNetworkFailure) return SIGN_IN_MESSAGES.unavailable;
  return SIGN_IN_MESSAGES.unknown;
}

/** The sign-in mutation; the form awaits it and shows `signInErrorMessage(error)` on failure. */
export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
