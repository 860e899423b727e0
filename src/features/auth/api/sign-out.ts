import { getSupabase } from '@/lib/supabase';
import { removeStoredSession } from '../lib/session-storage';

/** Answers meaning "this session is already gone on the server" (site-spec §4). */
const ALREADY_SIGNED_OUT_STATUSES: ReadonlySet<number> = new Set([401, 403, 404]);

function isAlreadySignedOut(error: { status?: unknown }): boolean {
  return typeof error.status === 'number' && ALREADY_SIGNED_OUT_STATUSES.has(error.status);
}

/**
 * Signs out (the auth service's default, global scope: every session of the user is revoked).
 * A 404, 401 or 403 means the server no longer knows the session: that is ignored and the local
 * session removed (scope local raises SIGNED_OUT, so the app forgets the user). Any other failure
 * — returned or thrown — is thrown to the caller.
 */
export async function signOut(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signOut();
  if (!error) return;
  if (!isAlreadySignedOut(error)) throw error;
  try {
    await supabase.auth.signOut({ scope: 'local' });
  } catch (localError) {
    console.error('Local sign-out failed; removing the stored session anyway', localError);
  }
  removeStoredSession();
}
