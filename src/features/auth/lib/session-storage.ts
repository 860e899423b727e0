import type { Session } from '@supabase/supabase-js';
import { SESSION_STORAGE_KEY } from '@/config/site';

/**
 * The session copy in localStorage (site-spec §3/§4). supabase-js persists the session under the
 * same key in the same shape (the session as JSON); the auth provider writes it explicitly on
 * sign-in and initial session and removes it on sign-out, so the stored copy never disagrees with
 * what the app shows. Storage can be unavailable (private modes, quotas): that is logged, not fatal.
 */

export function storeSession(session: Session): void {
  try {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch (error) {
    console.error('Could not store the session', error);
  }
}

export function removeStoredSession(): void {
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch (error) {
    console.error('Could not remove the stored session', error);
  }
}
