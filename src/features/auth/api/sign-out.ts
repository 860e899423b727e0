import { getSupabase } from '@/lib/supabase';
import { removeStoredSession } from '../lib/session-storage';

/** Answers meaning "this session is already gone on the server" (site-spec §4). */
const ALREADY_SIGNED_OUT_STATUSES: ReadonlySet<number> = new Set([401, 403, 404]);

function isAlreadySignedOut(error: { status?: unknown }): boolean {
  return typeof error.status === 'number' && ALREADY_SIGNED_OUT_STATUSES.has(error.status);
}

/**
 * Signs this device out (scope local: this session is revoked on the server, the user's other
 * devices stay signed in; the database ends a session's powers with it, issue #40, so a global
 * sign-out on a phone would have signed the laptop out too).
 * A 404, 401 or 403 means the server no longer knows the session: that is ignored and the local
 * session removed (scope local raises SIGNED_OUT, so the app forgets the user). Any other failure
 * — returned or thrown — is thrown to the caller.
 */
export async function signOut(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signOut({ scope: 'local' });
  if (!error) return;
  if (!isAlreadySignedOut(error)) throw error;
  try {
    await supabase.auth.signOut({ scope: 'local' });
  } catch (localError) {
    console.error('Local sign-out failed; removing the stored session anyway', localError);
  }
  removeStoredSession();
}
