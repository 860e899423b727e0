import { PATHS } from '@/config/paths';
import { getSupabase } from '@/lib/supabase';
import { check, siteUrl } from '../lib/auth-result';
import { useAuthWrite } from './use-auth-write';

/** Asks for a reset link. The auth service answers the same whether the account exists or not. */
export async function requestPasswordReset(email: string): Promise<void> {
  const supabase = await getSupabase();
  check(
    await supabase.auth.resetPasswordForEmail(email, { redirectTo: siteUrl(PATHS.resetPassword) }),
  );
}

export function useRequestPasswordReset() {
  return useAuthWrite(requestPasswordReset);
}
