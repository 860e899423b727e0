import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import WebSocket from 'ws';

/** Node 20/22 test processes lack a global WebSocket for supabase-js realtime; `ws` provides it. */
const realtime = { transport: WebSocket as unknown as typeof globalThis.WebSocket };

export function anonClient(): SupabaseClient {
  return createClient(inject('supabaseUrl'), inject('publishableKey'), {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime,
  });
}

/** service_role: bypasses RLS. For arranging fixtures only, never for asserting access. */
export function serviceClient(): SupabaseClient {
  return createClient(inject('supabaseUrl'), inject('secretKey'), {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime,
  });
}

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${counter}@test.perfete.local`;
}

export const TEST_PASSWORD = 'correct-horse-battery-9';

/** Signs up a brand-new user and returns a client acting as them, with their id. */
export async function newUserClient(label: string): Promise<{ client: SupabaseClient; userId: string; email: string }> {
  const client = anonClient();
  const email = uniqueEmail(label);
  const { data, error } = await client.auth.signUp({ email, password: TEST_PASSWORD });
  if (error) throw error;
  if (!data.user || !data.session) throw new Error('sign-up returned no session');
  return { client, userId: data.user.id, email };
}

/** Signs in an existing user (e.g. a seeded demo account). */
export async function signedInClient(email: string, password: string): Promise<{ client: SupabaseClient; userId: string }> {
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { client, userId: data.user.id };
}
