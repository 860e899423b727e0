import { mkdir, rmdir, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL } from '../playwright.config.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../supabase/local/keys.ts';
import {
  emailIdsFor,
  linkTo,
  mailboxUrlFor,
  waitForEmail,
  type CaughtEmail,
} from '../supabase/local/mailbox-client.ts';

/** The e2e stack's mailbox (MailDev on its port + 3). */
export const MAILBOX = mailboxUrlFor(E2E_SUPABASE_URL);

/** The next email to `to` with this subject, after the ones already there when `before` ran. */
export async function nextEmail(to: string, subject: string, before: readonly string[]) {
  return waitForEmail(MAILBOX, { to, subject, notIn: before });
}

export const emailsSoFar = (to: string) => emailIdsFor(MAILBOX, to);
export { linkTo, type CaughtEmail };

const LOCK_DIR = path.join(os.tmpdir(), 'perfete-e2e-locks');
const STALE_LOCK_MS = 120_000;

/**
 * Runs `body` while holding a lock named `name`, across the two projects' workers: flows that
 * change one shared demo account (reader@perfete.local's password) must not interleave.
 */
export async function withLock<T>(name: string, body: () => Promise<T>): Promise<T> {
  await mkdir(LOCK_DIR, { recursive: true });
  const lock = path.join(LOCK_DIR, name);
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      const held = await stat(lock).catch(() => null);
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) await rmdir(lock).catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await body();
  } finally {
    await rmdir(lock).catch(() => {});
  }
}

let counter = 0;
/** A fresh, confirmed account for a test that changes or deletes it (confirmed via the mailbox). */
export async function throwawayAccount(
  label: string,
  givenEmail?: string,
): Promise<{ email: string; password: string }> {
  counter += 1;
  const email = givenEmail ?? `${label}-${Date.now()}-${process.pid}-${counter}@e2e.perfete.local`;
  const password = 'Throwaway-pass-2026';
  const client = createClient(E2E_SUPABASE_URL, LOCAL_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await client.auth.signUp({
    email,
    password,
    options: { data: { full_name: 'Theo Throwaway' } },
  });
  if (error) throw error;
  const confirmation = await waitForEmail(MAILBOX, { to: email, subject: 'Confirm your email' });
  const link = linkTo(confirmation, '/auth/confirm');
  const confirmed = await client.auth.verifyOtp({
    token_hash: link.searchParams.get('token_hash') ?? '',
    type: 'signup',
  });
  if (confirmed.error) throw confirmed.error;
  // lite can answer a password sign-in from the unconfirmed row for a moment after the
  // confirmation; wait until the account signs in, as a person would a second later.
  for (let attempt = 0; ; attempt += 1) {
    const { error: signInError } = await client.auth.signInWithPassword({ email, password });
    if (!signInError) break;
    if (attempt >= 50) throw signInError;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { email, password };
}
