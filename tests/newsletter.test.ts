import { randomBytes, randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  emailHeaders,
  emailIdsFor,
  linkTo,
  listEmails,
  waitForEmail,
} from '../supabase/local/mailbox-client.ts';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { NEWSLETTER_CONFIRM_HOURS } from '../src/config/newsletter.ts';
import {
  NEWSLETTER_SUBSCRIBES_PER_NETWORK_PER_HOUR,
  NEWSLETTER_SUBSCRIBES_PER_SENDER_PER_HOUR,
} from '../src/config/throttles.ts';
import { anonClient, clientFrom, newUserClient, serviceClient, signedInClient } from './helpers.ts';
import { deliverEverythingDue } from './delivery.ts';

/**
 * Issue #44, first slice: subscribe, confirm once, leave in one click. Double opt-in (nothing but
 * the confirmation before the click; the link works once and expires), the preferences and the
 * one-click unsubscribe by token (a wrong or spent token changes nothing), the address private,
 * and a burst held, never refused.
 */
const mailbox = () => inject('mailboxUrl');
const CONFIRM_SUBJECT = 'Confirm your Perféte newsletter';
const WELCOME_SUBJECT = 'Welcome to Perféte’s letters';

const address = (label: string) => `${label}-${randomUUID().slice(0, 8)}@test.perfete.local`;
/** Each call a network of its own, so only the per-sender limit meets a test's subscribes. */
const network = () =>
  `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::9`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Subscriber {
  status: string;
  letters: string[];
  wedding_date: string | null;
  city: string | null;
  held_at: string | null;
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  preferences_token: string;
  unsubscribed_at: string | null;
  created_at: string;
}

async function subscriber(email: string): Promise<Subscriber | null> {
  const { data, error } = await serviceClient()
    .from('newsletter_subscribers')
    .select('*')
    .eq('email', email)
    .maybeSingle();
  expect(error).toBeNull();
  return data as Subscriber | null;
}

async function outboxKinds(email: string): Promise<string[]> {
  const { data, error } = await serviceClient()
    .from('outbox')
    .select('kind')
    .eq('recipient_email', email)
    .order('created_at');
  expect(error).toBeNull();
  return (data ?? []).map((row: { kind: string }) => row.kind);
}

async function subscribe(
  email: string,
  options: { letters?: string[]; wedding_date?: string | null; city?: string | null } = {},
  client: SupabaseClient = clientFrom(network()),
) {
  return client.rpc('newsletter_subscribe', {
    email,
    letters: options.letters ?? ['the_edit'],
    wedding_date: options.wedding_date ?? null,
    city: options.city ?? null,
  });
}

/** Subscribes, delivers, and answers the confirmation email's token. */
async function confirmationToken(email: string, notIn: string[] = []) {
  await deliverEverythingDue();
  const message = await waitForEmail(mailbox(), { to: email, subject: CONFIRM_SUBJECT, notIn });
  const link = linkTo(message, '/newsletter/confirm');
  return { token: link.searchParams.get('token') ?? '', message, link };
}

/** A confirmed subscriber: the preferences token newsletter_confirm answers. */
async function confirmed(email: string, options: Parameters<typeof subscribe>[1] = {}) {
  expect((await subscribe(email, options)).error).toBeNull();
  const { token } = await confirmationToken(email);
  const { data, error } = await anonClient().rpc('newsletter_confirm', { token });
  expect(error).toBeNull();
  expect(data).toMatchObject({ confirmed: true });
  return (data as { token: string }).token;
}

let admin: SupabaseClient;
beforeAll(async () => {
  admin = (await signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).client;
  await deliverEverythingDue();
});

describe('double opt-in', () => {
  it('sends only the confirmation before the click, then the welcome with a one-click unsubscribe', async () => {
    const email = address('optin');
    const { data, error } = await subscribe(email, {
      letters: ['week_by_week', 'the_edit'],
      wedding_date: '2027-09-18',
      city: 'Lisbon',
    });
    expect(error).toBeNull();
    expect(data).toBeNull(); // nothing to read in the answer

    const pending = await subscriber(email);
    expect(pending).toMatchObject({
      status: 'pending',
      letters: ['the_edit', 'week_by_week'],
      wedding_date: '2027-09-18',
      city: 'Lisbon',
    });
    // Only the token's hash is kept; the link expires after NEWSLETTER_CONFIRM_HOURS.
    expect(pending!.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = Date.parse(pending!.confirm_expires_at!) - Date.parse(pending!.created_at);
    expect(Math.round(lifetime / 3_600_000)).toBe(NEWSLETTER_CONFIRM_HOURS);

    const { token, message } = await confirmationToken(email);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(message.html).not.toContain('Lisbon'); // Perféte's words only
    await sleep(500);
    expect((await emailIdsFor(mailbox(), email)).length).toBe(1);
    expect(await outboxKinds(email)).toEqual(['newsletter_confirm']);

    const confirm = await anonClient().rpc('newsletter_confirm', { token });
    expect(confirm.error).toBeNull();
    expect(confirm.data).toMatchObject({ confirmed: true, status: 'confirmed' });
    expect((await subscriber(email))!.confirm_token_hash).toBeNull();

    await deliverEverythingDue();
    const welcome = await waitForEmail(mailbox(), { to: email, subject: WELCOME_SUBJECT });
    const headers = await emailHeaders(mailbox(), welcome);
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = new URL(headers['list-unsubscribe']!.replace(/^<|>$/g, ''));
    expect(oneClick.pathname).toBe('/functions/v1/email-unsubscribe');
    expect(oneClick.searchParams.get('list')).toBe('newsletter');
    const preferences = linkTo(welcome, '/newsletter/preferences');
    expect(preferences.searchParams.get('token')).toBe(oneClick.searchParams.get('token'));
    expect(welcome.html).toMatch(/Unsubscribe/);

    // One click, as a mail client sends it (RFC 8058): unsubscribed at once.
    const response = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect((await subscriber(email))!.status).toBe('unsubscribed');
  });

  it('spends the link once: a second click confirms nothing and sends nothing', async () => {
    const email = address('once');
    expect((await subscribe(email)).error).toBeNull();
    const { token } = await confirmationToken(email);
    expect((await anonClient().rpc('newsletter_confirm', { token })).data).toMatchObject({
      confirmed: true,
    });
    await deliverEverythingDue();
    await waitForEmail(mailbox(), { to: email, subject: WELCOME_SUBJECT });

    const again = await anonClient().rpc('newsletter_confirm', { token });
    expect(again.error).toBeNull();
    expect(again.data).toEqual({ confirmed: false });
    await deliverEverythingDue();
    expect(await outboxKinds(email)).toEqual(['newsletter_confirm', 'newsletter_welcome']);
  });

  it('lets the link expire: after its hours it confirms nothing', async () => {
    const email = address('expired');
    expect((await subscribe(email)).error).toBeNull();
    const { token } = await confirmationToken(email);
    const { error } = await serviceClient()
      .from('newsletter_subscribers')
      .update({ confirm_expires_at: new Date(Date.now() - 1_000).toISOString() })
      .eq('email', email);
    expect(error).toBeNull();
    expect((await anonClient().rpc('newsletter_confirm', { token })).data).toEqual({
      confirmed: false,
    });
    expect((await subscriber(email))!.status).toBe('pending');
    expect(await outboxKinds(email)).toEqual(['newsletter_confirm']);
  });

  it('refuses a wrong token, and a subscribe again makes the older link stop', async () => {
    const email = address('fresh');
    expect((await subscribe(email)).error).toBeNull();
    const first = await confirmationToken(email);
    expect((await subscribe(email)).error).toBeNull();
    const second = await confirmationToken(email, [first.message.id]);
    expect(second.token).not.toBe(first.token);
    expect((await anonClient().rpc('newsletter_confirm', { token: 'f'.repeat(64) })).data).toEqual({
      confirmed: false,
    });
    expect((await anonClient().rpc('newsletter_confirm', { token: first.token })).data).toEqual({
      confirmed: false,
    });
    expect(
      (await anonClient().rpc('newsletter_confirm', { token: second.token })).data,
    ).toMatchObject({ confirmed: true });
  });

  it('says nothing new to a confirmed address subscribed again, and changes none of its choices', async () => {
    const email = address('already');
    await confirmed(email, { letters: ['the_edit'] });
    await deliverEverythingDue();
    const before = await outboxKinds(email);
    const again = await subscribe(email, {
      letters: ['week_by_week'],
      wedding_date: '2028-01-01',
      city: 'Oslo',
    });
    expect(again.error).toBeNull();
    expect(again.data).toBeNull();
    expect(await outboxKinds(email)).toEqual(before);
    expect(await subscriber(email)).toMatchObject({
      status: 'confirmed',
      letters: ['the_edit'],
      city: null,
    });
  });

  it('refuses what cannot be a subscription, in words, with the field as its hint', async () => {
    const bad = await subscribe('not-an-address');
    expect(bad.error).toMatchObject({ code: '22023', hint: 'email' });
    const noDate = await subscribe(address('nodate'), { letters: ['week_by_week'] });
    expect(noDate.error).toMatchObject({ code: '22023', hint: 'wedding_date' });
    const past = await subscribe(address('past'), { wedding_date: '2020-05-01' });
    expect(past.error).toMatchObject({ code: '22023', hint: 'wedding_date' });
    const unknown = await subscribe(address('unknown'), { letters: ['daily_deals'] });
    expect(unknown.error).toMatchObject({ code: '22023', hint: 'letters' });
  });
});

describe('preferences and unsubscribe by token', () => {
  it('changes a confirmed subscriber’s letters, date and city; a wrong token changes nothing', async () => {
    const email = address('prefs');
    const token = await confirmed(email);
    const wrong = await anonClient().rpc('newsletter_update_preferences', {
      token: randomUUID(),
      letters: ['week_by_week'],
      wedding_date: '2027-06-05',
      city: 'Porto',
    });
    expect(wrong.data).toEqual({ found: false });
    expect((await subscriber(email))!.letters).toEqual(['the_edit']);

    const read = await anonClient().rpc('newsletter_preferences', { token });
    expect(read.data).toMatchObject({ found: true, status: 'confirmed', letters: ['the_edit'] });
    expect((read.data as { email: string }).email).not.toContain(email.split('@')[0]);

    const changed = await anonClient().rpc('newsletter_update_preferences', {
      token,
      letters: ['the_edit', 'week_by_week'],
      wedding_date: '2027-06-05',
      city: ' Porto ',
    });
    expect(changed.error).toBeNull();
    expect(changed.data).toMatchObject({
      letters: ['the_edit', 'week_by_week'],
      wedding_date: '2027-06-05',
      city: 'Porto',
    });
  });

  it('unsubscribes once; a wrong or reused token changes nothing, and preferences stop', async () => {
    const email = address('leave');
    const token = await confirmed(email);
    expect(
      (await anonClient().rpc('newsletter_unsubscribe', { token: randomUUID() })).data,
    ).toEqual({ found: false });
    expect((await subscriber(email))!.status).toBe('confirmed');

    const left = await anonClient().rpc('newsletter_unsubscribe', { token });
    expect(left.data).toMatchObject({ found: true, status: 'unsubscribed' });
    const first = await subscriber(email);
    await sleep(20);
    const reused = await anonClient().rpc('newsletter_unsubscribe', { token });
    expect(reused.data).toMatchObject({ status: 'unsubscribed' });
    expect((await subscriber(email))!.unsubscribed_at).toBe(first!.unsubscribed_at);

    const late = await anonClient().rpc('newsletter_update_preferences', {
      token,
      letters: ['the_edit', 'week_by_week'],
      wedding_date: '2027-06-05',
      city: 'Porto',
    });
    expect(late.data).toMatchObject({ status: 'unsubscribed', letters: ['the_edit'] });
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed', city: null });
  });

  it('answers the one-click address as the notifications’ own, and the browser to the page', async () => {
    const email = address('oneclick');
    const token = await confirmed(email);
    const base = `${inject('supabaseUrl')}/functions/v1/email-unsubscribe`;
    const opened = await fetch(`${base}?token=${token}&list=newsletter`, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(new URL(opened.headers.get('location')!).pathname).toBe('/newsletter/preferences');
    expect((await subscriber(email))!.status).toBe('confirmed'); // opening changes nothing
    const wrong = await fetch(`${base}?token=${randomUUID()}&list=newsletter`, { method: 'POST' });
    expect(wrong.status).toBe(404);
    expect((await subscriber(email))!.status).toBe('confirmed');
  });
});

describe('the address is private', () => {
  it('is read by no visitor and no member; admins read it without the tokens', async () => {
    const email = address('private');
    expect((await subscribe(email)).error).toBeNull();
    const asAnon = await anonClient().from('newsletter_subscribers').select('email');
    expect(asAnon.data ?? []).toEqual([]);
    const member = (await newUserClient('newsletter-reader')).client;
    const asMember = await member.from('newsletter_subscribers').select('email');
    expect(asMember.data ?? []).toEqual([]);
    const asMemberAll = await member.from('newsletter_subscribers').select('id,status');
    expect(asMemberAll.data ?? []).toEqual([]);
    const write = await anonClient()
      .from('newsletter_subscribers')
      .insert({ email: address('direct'), mailbox: 'x' });
    expect(write.error).not.toBeNull();

    const asAdmin = await admin.from('newsletter_subscribers').select('email').eq('email', email);
    expect(asAdmin.data).toEqual([{ email }]);
    const tokens = await admin.from('newsletter_subscribers').select('preferences_token');
    expect(tokens.error).not.toBeNull();
  });
});

describe('a burst is held, never refused', () => {
  it('holds the subscribes of one address past its limit: same answer, no more emails', async () => {
    const email = address('burst');
    for (let i = 0; i < NEWSLETTER_SUBSCRIBES_PER_SENDER_PER_HOUR + 2; i += 1) {
      const { error, data } = await subscribe(email);
      expect(error).toBeNull();
      expect(data).toBeNull();
    }
    expect(await outboxKinds(email)).toEqual(
      Array.from({ length: NEWSLETTER_SUBSCRIBES_PER_SENDER_PER_HOUR }, () => 'newsletter_confirm'),
    );
    expect((await subscriber(email))!.held_at).not.toBeNull();
    // The last confirmation it was sent still works (each send replaced the one before).
    const { data: last } = await serviceClient()
      .from('outbox')
      .select('data')
      .eq('recipient_email', email)
      .order('created_at', { ascending: false })
      .limit(1)
      .single();
    const token = (last as { data: { token: string } }).data.token;
    expect((await anonClient().rpc('newsletter_confirm', { token })).data).toMatchObject({
      confirmed: true,
    });
  });

  it('holds a flood from one network, and the next network is not affected', async () => {
    const flood = clientFrom(network());
    const emails = Array.from({ length: NEWSLETTER_SUBSCRIBES_PER_NETWORK_PER_HOUR + 2 }, () =>
      address('flood'),
    );
    for (const email of emails) expect((await subscribe(email, {}, flood)).error).toBeNull();
    const held = [];
    for (const email of emails) held.push((await subscriber(email))!.held_at !== null);
    expect(held.filter(Boolean)).toHaveLength(2);
    expect(await outboxKinds(emails.at(-1)!)).toEqual([]);

    const someoneElse = address('elsewhere');
    expect((await subscribe(someoneElse)).error).toBeNull();
    expect(await outboxKinds(someoneElse)).toEqual(['newsletter_confirm']);
    await deliverEverythingDue();
    const caught = await listEmails(mailbox());
    expect(caught.some((e) => e.to.some((to) => to.address === emails.at(-1)))).toBe(false);
  });
});
