import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { vi } from 'vitest';
import type { AppSupabaseClient } from '@/lib/supabase';

/**
 * A stand-in for the parts of the Supabase client the auth feature uses, for unit tests that
 * drive auth events by hand. (The admin-check request itself is pinned against the real client
 * with MSW in api/get-admin-status.test.ts.)
 */

export function fakeUser(id: string, email = `${id}@perfete.test`): User {
  return {
    id,
    email,
    aud: 'authenticated',
    role: 'authenticated',
    app_metadata: {},
    user_metadata: {},
    created_at: '2026-01-01T00:00:00Z',
  } as User;
}

export function fakeSession(user: User, accessToken = `token-${user.id}`): Session {
  return {
    access_token: accessToken,
    refresh_token: `refresh-${user.id}`,
    expires_in: 3600,
    expires_at: 1_900_000_000,
    token_type: 'bearer',
    user,
  };
}

type AdminAnswer = boolean | { error: Error } | { throws: Error };
type AuthListener = (event: AuthChangeEvent, session: Session | null) => void;

export function createFakeSupabase({ session = null }: { session?: Session | null } = {}) {
  let listener: AuthListener | undefined;
  /** Admin answer per user id; users not listed are not admins. */
  const admins = new Map<string, AdminAnswer>();
  const adminQueries: Array<{
    table: string;
    columns: string;
    filter: [string, string];
    limit: number;
  }> = [];

  const auth = {
    onAuthStateChange: vi.fn((callback: AuthListener) => {
      listener = callback;
      return { data: { subscription: { unsubscribe: vi.fn() } } };
    }),
    getSession: vi.fn(async () => ({ data: { session }, error: null })),
    refreshSession: vi.fn(async () => ({
      data: { session, user: session?.user ?? null },
      error: null,
    })),
    signOut: vi.fn(async (_options?: { scope?: string }) => ({ error: null as unknown })),
    signInWithPassword: vi.fn(),
  };

  /** Active vendor members (user ids): where /login sends a vendor. */
  const members = new Set<string>();
  /** Profiles by user id (name and picture: the account menu's avatar); none unless set. */
  const profiles = new Map<string, { full_name: string | null; avatar_url: string | null }>();

  /**
   * select(columns).eq(…)[.eq(…)].limit(n): the admin lookup and the vendor-member lookup;
   * select(columns).eq('id', …).single(): the profile; .eq('user_id', …).maybeSingle(): the
   * person's own membership.
   */
  const from = vi.fn((table: string) => ({
    select: (columns: string) => {
      const filters: [string, string][] = [];
      const builder = {
        eq: (column: string, value: string) => {
          filters.push([column, value]);
          return builder;
        },
        maybeSingle: async () => {
          const member = table === 'vendor_members' && members.has(filters[0]?.[1] ?? '');
          return {
            data: member
              ? { status: 'active', status_reason: null, joined_at: '2026-01-01' }
              : null,
            error: null,
          };
        },
        single: async () => {
          const profile = table === 'profiles' ? profiles.get(filters[0]?.[1] ?? '') : undefined;
          if (!profile) return { data: null, error: { code: 'PGRST116', message: 'No rows' } };
          return { data: { id: filters[0]![1], ...profile }, error: null };
        },
        limit: async (limit: number) => {
          const [column, value] = filters[0] ?? ['', ''];
          if (table === 'vendor_members') {
            return { data: members.has(value) ? [{ user_id: value }] : [], error: null };
          }
          adminQueries.push({ table, columns, filter: [column, value], limit });
          const answer = admins.get(value) ?? false;
          if (typeof answer === 'object' && 'throws' in answer) throw answer.throws;
          if (typeof answer === 'object') return { data: null, error: answer.error };
          return {
            data: answer ? [{ id: value, created_at: '2026-01-01T00:00:00Z' }] : [],
            error: null,
          };
        },
      };
      return builder;
    },
  }));

  /** Remote procedures: `my_invitation` answers "no invitation" unless a test says otherwise. */
  const rpc = vi.fn(async (_name: string, _args?: unknown) => ({
    data: null as unknown,
    error: null as unknown,
  }));

  return {
    // A stand-in for the parts of the client the tests call; the whole client's type cannot be met.
    client: { auth, from, rpc } as unknown as AppSupabaseClient,
    auth,
    from,
    rpc,
    admins,
    members,
    profiles,
    adminQueries,
    /** Raises an auth event as supabase-js would. */
    emit(event: AuthChangeEvent, eventSession: Session | null) {
      if (!listener) throw new Error('nobody subscribed to auth changes yet');
      listener(event, eventSession);
    },
  };
}

export type FakeSupabase = ReturnType<typeof createFakeSupabase>;
