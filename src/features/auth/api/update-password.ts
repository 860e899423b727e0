import { getSupabase } from '@/lib/supabase';
import { check } from '../lib/auth-result';
import { signOutOtherDevices } from './sign-out-other-devices';
import { useAuthWrite } from './use-auth-write';

/**
 * Sets a new password. With `secure_password_change` the auth service wants a recent sign-in or
 * the emailed reauthentication code (`nonce`). Every other session of the account is then signed
 * out: whoever knew the old password (or held a session from before) keeps nothing (issue #40).
 */
export async function updatePassword(password: string, nonce?: string): Promise<void> {
  const supabase = await getSupabase();
  check(await supabase.auth.updateUser(nonce ? { password, nonce } : { password }));
  await signOutOtherDevices();
}

/** A new password in a session that may set one without proof (a recovery link's). */
export function useUpdatePassword() {
  return useAuthWrite((password: string) => updatePassword(password));
}
