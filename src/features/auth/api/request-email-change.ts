import { PATHS } from '@/config/paths';
import { getSupabase } from '@/lib/supabase';
import { check, siteUrl } from '../lib/auth-result';
import { useAuthWrite } from './use-auth-write';

/** Asks to move the account to `email`; nothing changes until the emailed link is used. */
export async function requestEmailChange(email: string): Promise<void> {
  const supabase = await getSupabase();
  check(
    await supabase.auth.updateUser({ email }, { emailRedirectTo: siteUrl(PATHS.accountSettings) }),
  );
}

/** The request; once sent, the account is read again and shows the address waiting. */
export function useRequestEmailChange() {
  return useAuthWrite(requestEmailChange);
}
