import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { emailIdsFor, linkTo, waitForEmail } from '../supabase/local/mailbox-client.ts';
import { ANSWER_FLOOR_MS } from '../supabase/local/auth-alike.ts';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import {
  anonClient,
  newUserClientFor,
  serviceClient,
  signedInClient,
  TEST_PASSWORD,
} from './helpers.ts';

/**
 * Issue #40, part B1: a vendor account cannot be pre-claimed by a stranger who signed its address
 * up first, a handed-over account keeps no earlier session, and Auth's answers do not tell whether
 * an address has an account. Everything goes through Auth and PostgREST as a browser sends it.
 */
const REFERENCE = JSON.parse(
  readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8'),
) as { businessCategories: Record<string, string> };
const FLORIST =
  REFERENCE.businessCategories.florist ?? Object.values(REFERENCE.businessCategories)[0]!;
const STRANGER_PASSWORD = 'strangers-own-password-7';
const STUDIO_PASSWORD = 'the-studios-own-password-8';

const mailbox = () => inject('mailboxUrl');
const address = (label: string) => `${label}-${randomUUID().slice(0, 8)}@test.perfete.local`;

let service: SupabaseClient;
let admin: SupabaseClient;
beforeAll(async () => {
  service = serviceClient();
  admin = (await signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).client;
});

/** The studio's application, and the admin's invitation to it. */
async function invitedStudio(email: string): Promise<void> {
  const business = `Stolen Blooms ${randomUUID().slice(0, 4)}`;
  const applied = await anonClient().from('membership_applications').insert({
    business_name: business,
    contact_name: 'Ivy Marsh',
    email,
    category: FLORIST,
    city: 'Bath',
    country: 'United Kingdom',
    message: 'Seasonal, gathered flowers.',
    consent: true,
  });
  expect(applied.error).toBeNull();
  const { data } = await service
    .from('membership_applications')
    .select('id')
    .eq('business_name', business)
    .single();
  const invitation = await admin.rpc('create_invitation', { application_id: data!.id });
  expect(invitation.error).toBeNull();
}

/** Follows the newest email to `email` after `before` (its /auth/confirm link) in a new client. */
async function followNewestLink(email: string, before: readonly string[]) {
  const message = await waitForEmail(mailbox(), { to: email, subject: '', notIn: before });
  const link = linkTo(message, '/auth/confirm');
  const client = anonClient();
  const { data, error } = await client.auth.verifyOtp({
    token_hash: link.searchParams.get('token_hash') ?? '',
    type: link.searchParams.get('type') as 'magiclink' | 'signup',
  });
  expect(error).toBeNull();
  expect(data.session).not.toBeNull();
  return client;
}

/** A sign-in link to `email`, as the invitation page asks for one; the client that follows it. */
async function signInByEmailLink(email: string) {
  const before = await emailIdsFor(mailbox(), email);
  const sent = await anonClient().auth.signInWithOtp({
    email,
    options: { shouldCreateUser: false },
  });
  expect(sent.error).toBeNull();
  return followNewestLink(email, before);
}

const passwordSignIn = (email: string, password: string) =>
  anonClient().auth.signInWithPassword({ email, password });

/** What a session may still do as the vendor: the powers and the listings it sees. */
async function vendorPowers(client: SupabaseClient) {
  const vendor = await client.rpc('is_active_vendor');
  const listings = await client.rpc('my_listing_ids');
  return { vendor: vendor.data === true, listings: (listings.data as string[] | null) ?? [] };
}

describe('an address signed up by a stranger', () => {
  it('is the studio’s alone once the invitation’s link confirms it: the stranger’s password and sessions are gone', async () => {
    const email = address('studio');
    // 1. The stranger signs the studio's address up with a password of their own.
    const stranger = anonClient();
    expect((await stranger.auth.signUp({ email, password: STRANGER_PASSWORD })).error).toBeNull();
    // 2. The studio applies, and an admin invites it.
    await invitedStudio(email);
    // 3. The studio asks for its sign-in link and follows it: the address is proven, by the studio.
    const studio = await signInByEmailLink(email);
    // 4. The stranger's password opens nothing (it did: the link confirmed their account).
    const early = await passwordSignIn(email, STRANGER_PASSWORD);
    expect(early.error?.code).toBe('invalid_credentials');
    expect(early.data.session).toBeNull();
    // 5. The studio sets its password and accepts: it is the vendor, with its draft listing.
    expect((await studio.auth.updateUser({ password: STUDIO_PASSWORD })).error).toBeNull();
    const accepted = await studio.rpc('accept_my_invitation');
    expect(accepted.error).toBeNull();
    const listingId = (accepted.data as { listing_id: string }).listing_id;
    expect(await vendorPowers(studio)).toEqual({ vendor: true, listings: [listingId] });
    // 6. Only the studio's password signs in.
    expect((await passwordSignIn(email, STRANGER_PASSWORD)).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await passwordSignIn(email, STUDIO_PASSWORD)).error).toBeNull();
  });

  it('keeps no password from before a second sign-up: the fresh confirmation is the only way in', async () => {
    const email = address('resigned');
    expect(
      (await anonClient().auth.signUp({ email, password: STRANGER_PASSWORD })).error,
    ).toBeNull();
    const before = await emailIdsFor(mailbox(), email);
    // The studio signs up too: the same answer as for a new address, and a fresh confirmation.
    const again = await anonClient().auth.signUp({ email, password: STUDIO_PASSWORD });
    expect(again.error).toBeNull();
    expect(again.data.user?.email).toBe(email);
    const studio = await followNewestLink(email, before);
    expect((await studio.auth.getUser()).data.user?.email).toBe(email);
    expect((await passwordSignIn(email, STRANGER_PASSWORD)).error?.code).toBe(
      'invalid_credentials',
    );
  });
});

describe('handing an account over', () => {
  it('accepting the invitation signs out every other session, whose tokens then act as nobody', async () => {
    const email = address('handover');
    const { client: earlier } = await newUserClientFor(email);
    await invitedStudio(email);
    const studio = (await signedInClient(email, TEST_PASSWORD)).client;
    const { data: held } = await earlier.auth.getSession();

    const accepted = await studio.rpc('accept_my_invitation');
    expect(accepted.error).toBeNull();
    const listingId = (accepted.data as { listing_id: string }).listing_id;
    expect(await vendorPowers(studio)).toEqual({ vendor: true, listings: [listingId] });

    // The earlier session's access token is still a signed JWT, but its session is gone.
    expect(await vendorPowers(earlier)).toEqual({ vendor: false, listings: [] });
    expect((await earlier.rpc('session_is_current')).data).toBe(false);
    const owned = await earlier.from('listings').select('id').eq('id', listingId);
    expect(owned.data).toEqual([]);
    const renamed = await earlier
      .from('listings')
      .update({ name: 'Taken over' })
      .eq('id', listingId)
      .select('id');
    expect(renamed.data ?? []).toEqual([]);
    // …and its refresh token no longer refreshes.
    const refreshed = await anonClient().auth.refreshSession({
      refresh_token: held.session!.refresh_token,
    });
    expect(refreshed.error).not.toBeNull();
    expect(refreshed.data.session).toBeNull();
  });

  it('a new password signs out every other session of the account', async () => {
    const email = address('new-password');
    const { client: first } = await newUserClientFor(email);
    await invitedStudio(email);
    expect((await first.rpc('accept_my_invitation')).error).toBeNull();
    const second = (await signedInClient(email, TEST_PASSWORD)).client;
    expect((await vendorPowers(second)).vendor).toBe(true);
    const { data: held } = await second.auth.getSession();

    expect((await first.auth.updateUser({ password: STUDIO_PASSWORD })).error).toBeNull();

    expect((await vendorPowers(first)).vendor).toBe(true);
    expect((await vendorPowers(second)).vendor).toBe(false);
    const refreshed = await anonClient().auth.refreshSession({
      refresh_token: held.session!.refresh_token,
    });
    expect(refreshed.error).not.toBeNull();
  });
});

describe('what Auth tells about an address', () => {
  async function signUpTime(email: string): Promise<number> {
    const started = performance.now();
    const { data, error } = await anonClient().auth.signUp({ email, password: TEST_PASSWORD });
    const took = performance.now() - started;
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.session).toBeNull();
    return took;
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

  it('answers a sign-up for a known address as slowly as one for a new address', async () => {
    const confirmed = (await newUserClientFor(address('known'))).email;
    const unconfirmed = address('pending');
    await anonClient().auth.signUp({ email: unconfirmed, password: TEST_PASSWORD });
    const times = { fresh: [] as number[], confirmed: [] as number[], unconfirmed: [] as number[] };
    for (let round = 0; round < 3; round += 1) {
      times.fresh.push(await signUpTime(address('fresh')));
      times.confirmed.push(await signUpTime(confirmed));
      times.unconfirmed.push(await signUpTime(unconfirmed));
    }
    // Every answer waits for the floor, so a known address (answered at once inside) is not faster.
    for (const took of Object.values(times).flat())
      expect(took).toBeGreaterThanOrEqual(ANSWER_FLOOR_MS - 5);
    // Alike within a generous margin: a busy machine (CI, six test files at once) spreads them.
    const fresh = median(times.fresh);
    const margin = Math.max(300, fresh / 2);
    expect(Math.abs(median(times.confirmed) - fresh)).toBeLessThan(margin);
    expect(Math.abs(median(times.unconfirmed) - fresh)).toBeLessThan(margin);
  });

  it('answers an email change to a taken address as one to a free address', async () => {
    const taken = (await newUserClientFor(address('taken'))).email;
    const { client } = await newUserClientFor(address('mover'));
    const free = address('free');
    const toFree = await client.auth.updateUser({ email: free });
    const toTaken = await client.auth.updateUser({ email: taken });
    expect(toFree.error).toBeNull();
    expect(toTaken.error).toBeNull();
    expect(toTaken.data.user?.new_email).toBe(taken);
    expect(Object.keys(toTaken.data.user ?? {}).sort()).toEqual(
      Object.keys(toFree.data.user ?? {}).sort(),
    );
  });

  it('answers a wrong password as wrong, whether or not the address is confirmed', async () => {
    const pending = address('unconfirmed');
    await anonClient().auth.signUp({ email: pending, password: TEST_PASSWORD });
    const wrong = await passwordSignIn(pending, 'not-the-password-1');
    expect(wrong.error?.code).toBe('invalid_credentials');
    const unknown = await passwordSignIn(address('nobody'), 'not-the-password-1');
    expect(unknown.error?.code).toBe('invalid_credentials');
    // The right password is told to confirm the address first, as hosted Auth tells it.
    const right = await passwordSignIn(pending, TEST_PASSWORD);
    expect(right.error?.code).toBe('email_not_confirmed');
  });
});
