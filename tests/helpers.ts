import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { linkTo, waitForEmail } from '../supabase/local/mailbox-client.ts';

/** Node 20/22 test processes lack a global WebSocket for supabase-js realtime; `ws` provides it. */
const realtime = { transport: WebSocket as unknown as typeof globalThis.WebSocket };

export function anonClient(): SupabaseClient {
  return createClient(inject('supabaseUrl'), inject('publishableKey'), {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime,
  });
}

/**
 * anon "from" a client address: sends x-forwarded-for as a proxy in front of the stack would (the
 * local stack appends the socket's peer), so the database's request_client_network() sees it.
 */
export function clientFrom(address: string): SupabaseClient {
  return createClient(inject('supabaseUrl'), inject('publishableKey'), {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { 'x-forwarded-for': address } },
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

/** The site function's handler (src/site-function/handler.ts), as the edge runs it. */
export type SiteHandle = (
  request: Request,
  env: { ASSETS: { fetch(request: Request): Promise<Response> }; [name: string]: unknown },
) => Promise<Response>;

/** The handler, loaded through Vite (its `@/` imports), out of this Node project's type check. */
export async function loadSiteFunction(): Promise<SiteHandle> {
  const handler = '../src/site-function/handler.ts';
  return ((await import(/* @vite-ignore */ handler)) as { handleSiteRequest: SiteHandle })
    .handleSiteRequest;
}

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${counter}@test.perfete.local`;
}

export const TEST_PASSWORD = 'correct-horse-battery-9';

/** The confirmation email's link parameters for a just-signed-up address. */
export async function confirmationLink(email: string): Promise<URL> {
  const message = await waitForEmail(inject('mailboxUrl'), {
    to: email,
    subject: 'Confirm your email',
  });
  return linkTo(message, '/auth/confirm');
}

/**
 * Signs up a brand-new user, confirms the address from the email the local mailbox caught (as a
 * person would), and returns a client acting as them, with their id.
 */
export async function newUserClient(
  label: string,
): Promise<{ client: SupabaseClient; userId: string; email: string }> {
  return newUserClientFor(uniqueEmail(label));
}

/** The same, for a given address (an invitee's, say). */
export async function newUserClientFor(
  email: string,
): Promise<{ client: SupabaseClient; userId: string; email: string }> {
  const client = anonClient();
  const { data, error } = await client.auth.signUp({ email, password: TEST_PASSWORD });
  if (error) throw error;
  if (!data.user) throw new Error('sign-up returned no user');
  const link = await confirmationLink(email);
  const confirmed = await client.auth.verifyOtp({
    token_hash: link.searchParams.get('token_hash') ?? '',
    type: 'signup',
  });
  if (confirmed.error) throw confirmed.error;
  if (!confirmed.data.session) throw new Error('confirming the email returned no session');
  return { client, userId: data.user.id, email };
}

/** Signs in an existing user (e.g. a seeded demo account). */
export async function signedInClient(
  email: string,
  password: string,
): Promise<{ client: SupabaseClient; userId: string }> {
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { client, userId: data.user.id };
}
