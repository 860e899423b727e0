import type { User } from '@supabase/supabase-js';
import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { AUTH_MESSAGES, authErrorKind } from '../lib/auth-errors';

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

/** The sign-in form's sentences (shared with every auth form, src/features/auth/auth-errors.ts). */
export const SIGN_IN_MESSAGES = {
  invalidCredentials: AUTH_MESSAGES.invalidCredentials,
  emailNotConfirmed: AUTH_MESSAGES.emailNotConfirmed,
  banned: AUTH_MESSAGES.banned,
  rateLimited: AUTH_MESSAGES.rateLimited,
  unavailable: AUTH_MESSAGES.unavailable,
  unknown: 'Something went wrong while signing you in. Please try again.',
} as const;

/** The auth service's answer to a sign-in, in plain words. */
export function signInErrorMessage(error: unknown): string {
  const kind = authErrorKind(error);
  return kind === 'unknown' ? SIGN_IN_MESSAGES.unknown : AUTH_MESSAGES[kind];
}

/** The sign-in mutation; the form awaits it and shows `signInErrorMessage(error)` on failure. */
export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
