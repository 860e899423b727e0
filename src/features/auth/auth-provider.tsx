import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FORCED_SESSION_REFRESH_COOLDOWN_MS } from '@/config/site';
import { getSupabase, type AppSupabaseClient } from '@/lib/supabase';
import { adminStatusQueryOptions } from './api/get-admin-status';
import { AuthContext, type AuthContextValue } from './auth-context';
import { removeStoredSession, storeSession } from './lib/session-storage';

interface AuthState {
  user: User | null;
  isAdmin: boolean;
  loading: boolean;
}

const INITIAL_STATE: AuthState = { user: null, isAdmin: false, loading: true };

/** Nothing committed yet (distinct from `null`, "nobody signed in"). */
const NOT_CHECKED = undefined;

/**
 * The auth state of site-spec §4.
 *
 * - The first session check (`getSession`) ends `loading`, whether it succeeds or fails (logged).
 * - Every auth event recomputes `isAdmin`. The user and their admin status are committed together,
 *   after the lookup, so no screen ever sees a signed-in user with a not-yet-known status (a guard
 *   would otherwise turn an admin away). A newer event supersedes an older lookup still running.
 * - SIGNED_IN / INITIAL_SESSION copy the session to storage, SIGNED_OUT removes it, and
 *   TOKEN_REFRESHED forces one further `refreshSession()` — at most once per cooldown, because the
 *   forced refresh (and refreshes in other tabs) raise TOKEN_REFRESHED again.
 * - Client calls are deferred out of the auth callback: supabase-js awaits its subscribers, and a
 *   table query inside one would wait on the session it is in the middle of publishing.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>(INITIAL_STATE);
  /** The user of the latest commit (running or done). */
  const userRef = useRef<User | null | typeof NOT_CHECKED>(NOT_CHECKED);
  const commitCount = useRef(0);

  const lookUpAdmin = useCallback(
    async (userId: string): Promise<boolean> => {
      try {
        return await queryClient.fetchQuery(adminStatusQueryOptions(userId));
      } catch (error) {
        console.error('Admin check failed; treating the user as not an administrator', error);
        return false;
      }
    },
    [queryClient],
  );

  const commitUser = useCallback(
    async (user: User | null): Promise<void> => {
      commitCount.current += 1;
      const commit = commitCount.current;
      userRef.current = user;
      const isAdmin = user ? await lookUpAdmin(user.id) : false;
      if (commit !== commitCount.current) return;
      setState({ user, isAdmin, loading: false });
    },
    [lookUpAdmin],
  );

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    let forcingRefresh = false;
    let lastForcedRefreshAt = Number.NEGATIVE_INFINITY;

    const forceRefresh = (supabase: AppSupabaseClient) => {
      const now = Date.now();
      if (forcingRefresh || now - lastForcedRefreshAt < FORCED_SESSION_REFRESH_COOLDOWN_MS) return;
      forcingRefresh = true;
      lastForcedRefreshAt = now;
      setTimeout(() => {
        supabase.auth
          .refreshSession()
          .then(({ error }) => {
            if (error) console.error('Session refresh failed', error);
          })
          .catch((error: unknown) => console.error('Session refresh failed', error))
          .finally(() => {
            forcingRefresh = false;
          });
      }, 0);
    };

    const onAuthChange =
      (supabase: AppSupabaseClient) => (event: AuthChangeEvent, session: Session | null) => {
        if (!active) return;
        if ((event === 'SIGNED_IN' || event === 'INITIAL_SESSION') && session)
          storeSession(session);
        if (event === 'SIGNED_OUT') removeStoredSession();
        if (event === 'TOKEN_REFRESHED') forceRefresh(supabase);

        const user = session?.user ?? null;
        // INITIAL_SESSION repeats what the first session check reads; only a different answer counts.
        if (event === 'INITIAL_SESSION' && userRef.current !== NOT_CHECKED) {
          if ((userRef.current?.id ?? null) === (user?.id ?? null)) return;
        }
        if (!user) {
          void commitUser(null);
          return;
        }
        setTimeout(() => {
          if (active) void commitUser(user);
        }, 0);
      };

    async function initialise() {
      try {
        const supabase = await getSupabase();
        if (!active) return;
        const { data } = supabase.auth.onAuthStateChange(onAuthChange(supabase));
        unsubscribe = () => data.subscription.unsubscribe();

        const { data: sessionData, error } = await supabase.auth.getSession();
        if (!active) return;
        if (error) throw error;
        await commitUser(sessionData.session?.user ?? null);
      } catch (error) {
        console.error('Could not read the session', error);
        // End loading unless an auth event is already committing a user (it ends loading itself).
        if (active && userRef.current === NOT_CHECKED) {
          setState((current) => ({ ...current, loading: false }));
        }
      }
    }

    void initialise();
    return () => {
      active = false;
      unsubscribe();
    };
  }, [commitUser]);

  const recheckAdmin = useCallback(async () => {
    // Before the first session check there is nobody to check; that check looks the status up.
    if (userRef.current === NOT_CHECKED) return;
    await commitUser(userRef.current);
  }, [commitUser]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, recheckAdmin }),
    [state, recheckAdmin],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
