import { getSupabase } from '@/lib/supabase';
import { check } from '../lib/auth-result';
import { updatePassword } from './update-password';
import { useAuthWrite } from './use-auth-write';

/** Proves the current password by signing in with it, which also makes the sign-in recent. */
export async function confirmCurrentPassword(email: string, password: string): Promise<void> {
  const supabase = await getSupabase();
  const result = await supabase.auth.signInWithPassword({ email, password });
  if (result.error?.code === 'invalid_credentials')
    throw Object.assign(new Error('wrong current password'), { code: 'wrong_current_password' });
  check(result);
}

/** A new password, proven by the current one or by the emailed reauthentication code. */
export type PasswordChange = { password: string } & (
  { email: string; current: string } | { code: string }
);

/**
 * Changes the signed-in person's password. A wrong current password throws an error whose
 * `code` is 'wrong_current_password'; anything else throws the auth service's error.
 */
export async function changePassword(change: PasswordChange): Promise<void> {
  if ('code' in change) return updatePassword(change.password, change.code);
  await confirmCurrentPassword(change.email, change.current);
  await updatePassword(change.password);
}

export function useChangePassword() {
  return useAuthWrite(changePassword);
}
