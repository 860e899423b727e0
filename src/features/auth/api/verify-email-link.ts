import type { User } from '@supabase/supabase-js';
import { getSupabase } from '@/lib/supabase';
import { check } from '../lib/auth-result';
import type { EmailLinkType } from '../lib/email-link';

/**
 * Spends an emailed link's token hash for a session. Once per hash for the life of the page: a
 * second render (StrictMode, a re-mount) gets the same answer instead of spending it again. Not a
 * mutation hook on purpose: the session it opens reaches the app as an auth event (AuthProvider),
 * and a mutation would spend the hash once per mounted component.
 */
const spentLinks = new Map<string, Promise<User>>();
export function verifyEmailLink(tokenHash: string, type: EmailLinkType): Promise<User> {
  const key = `${type}:${tokenHash}`;
  let pending = spentLinks.get(key);
  if (!pending) {
    pending = (async () => {
      const supabase = await getSupabase();
      const data = check(await supabase.auth.verifyOtp({ token_hash: tokenHash, type }));
      if (!data.user) throw new Error('The link opened no session');
      return data.user;
    })();
    spentLinks.set(key, pending);
  }
  return pending;
}
