import { getSupabase } from '@/lib/supabase';
import { check } from '../lib/auth-result';
import { useAuthWrite } from './use-auth-write';

/** Emails a reauthentication code to the signed-in user. */
export async function requestReauthenticationCode(): Promise<void> {
  const supabase = await getSupabase();
  check(await supabase.auth.reauthenticate());
}

export function useRequestReauthenticationCode() {
  return useAuthWrite(requestReauthenticationCode);
}
