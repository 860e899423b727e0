import { createHmac, randomUUID } from 'node:crypto';
import {
  type REALTIME_SUBSCRIBE_STATES,
  RealtimeClient,
  type RealtimeChannel,
} from '@supabase/realtime-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { LOCAL_JWT_SECRET } from '../supabase/local/keys.ts';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { anonClient, serviceClient, signedInClient } from './helpers.ts';

/**
 * Issue #43: the local stack's Realtime, through supabase-js's own realtime client. Private
 * channels are let in by the policies on realtime.messages (20261205000000_realtime_topics.sql),
 * the inquiries trigger's realtime.send reaches the inbox once and in order, Presence joins and
 * leaves, and an access token is checked at join and when the client refreshes it.
 */

interface Joined {
  status: `${REALTIME_SUBSCRIBE_STATES}`;
  error?: Error;
}

/** Subscribes and resolves with the first answer: SUBSCRIBED, CHANNEL_ERROR, TIMED_OUT, CLOSED. */
function join(channel: RealtimeChannel): Promise<Joined> {
  return new Promise((resolve) => {
    let answered = false;
    channel.subscribe((status, error) => {
      if (answered) return;
      answered = true;
      resolve({ status, error });
    });
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await wait(25);
  }
}

/** A bare realtime-js client with a token of the test's choosing (no supabase-js auth behind it). */
function realtimeWith(token: string): RealtimeClient {
  const client = new RealtimeClient(`${inject('supabaseUrl')}/realtime/v1`, {
    params: { apikey: inject('publishableKey') },
    transport: WebSocket as unknown as typeof globalThis.WebSocket,
  });
  void client.setAuth(token);
  return client;
}

/** An access token like the session's, with another expiry, signed with the stack's secret. */
function tokenExpiringAt(sessionToken: string, exp: number): string {
  const claims = JSON.parse(Buffer.from(sessionToken.split('.')[1]!, 'base64url').toString()) as {
    exp: number;
  };
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const body = Buffer.from(JSON.stringify({ ...claims, exp })).toString('base64url');
  const signature = createHmac('sha256', LOCAL_JWT_SECRET)
    .update(`${header}.${body}`)
    .digest('base64url');
  return `${header}.${body}.${signature}`;
}

async function sessionToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('no session');
  return data.session.access_token;
}

const inbox = (listingId: string) => `listing:${listingId}:inbox`;
const privately = { config: { private: true } };

let service: SupabaseClient;
let ana: SupabaseClient;
let marco: SupabaseClient;
let admin: SupabaseClient;
let otherAdmin: SupabaseClient;
let anon: SupabaseClient;
let anaListing: string;
let marcoListing: string;
const opened: (SupabaseClient | RealtimeClient)[] = [];

async function firstPublishedListing(ownerId: string): Promise<string> {
  const { data, error } = await service
    .from('listings')
    .select('id')
    .eq('owner_id', ownerId)
    .eq('status', 'published')
    .order('created_at')
    .limit(1)
    .single();
  if (error) throw error;
  return (data as { id: string }).id;
}

async function sendInquiry(listingId: string, label: string): Promise<string> {
  const { data, error } = await anonClient().rpc('send_inquiries', {
    listing_ids: [listingId],
    name: 'Ada & Grace',
    email: `${label}-${randomUUID().slice(0, 8)}@example.com`,
    wedding_date: '2030-06-14',
    guest_count: 120,
    budget_band: '25k-50k',
    message: `We are marrying in an olive grove (${label}).`,
  });
  if (error) throw error;
  const { data: rows, error: readError } = await service
    .from('inquiries')
    .select('id')
    .eq('listing_id', listingId)
    .order('created_at', { ascending: false })
    .limit(1)
    .single();
  if (readError) throw readError;
  expect(data).toBeTruthy();
  return (rows as { id: string }).id;
}

beforeAll(async () => {
  service = serviceClient();
  anon = anonClient();
  const signedIn = await Promise.all([
    signedInClient(DEMO_ACCOUNTS.vendorAna.email, DEMO_ACCOUNTS.vendorAna.password),
    signedInClient(DEMO_ACCOUNTS.vendorMarco.email, DEMO_ACCOUNTS.vendorMarco.password),
    signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password),
    signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password),
  ]);
  [ana, marco, admin, otherAdmin] = signedIn.map((person) => person.client) as [
    SupabaseClient,
    SupabaseClient,
    SupabaseClient,
    SupabaseClient,
  ];
  anaListing = await firstPublishedListing(signedIn[0].userId);
  marcoListing = await firstPublishedListing(signedIn[1].userId);
  opened.push(service, anon, ana, marco, admin, otherAdmin);
});

afterAll(async () => {
  for (const client of opened) {
    if (client instanceof RealtimeClient) {
      await client.removeAllChannels();
      await client.disconnect();
    } else await client.removeAllChannels();
  }
});

describe('joining a private channel (policies on realtime.messages)', () => {
  it("lets a vendor into her listing's inbox and not into another vendor's", async () => {
    const own = await join(ana.channel(inbox(anaListing), privately));
    expect(own.status).toBe('SUBSCRIBED');
    const theirs = await join(marco.channel(inbox(anaListing), privately));
    expect(theirs.status).toBe('CHANNEL_ERROR');
    expect(theirs.error?.message).toMatch(/Unauthorized.*permissions to read/);
    await ana.removeAllChannels();
    await marco.removeAllChannels();
  });

  it('keeps visitors out of admin:queues and lets admins in', async () => {
    const visitor = await join(anon.channel('admin:queues', privately));
    expect(visitor.status).toBe('CHANNEL_ERROR');
    const vendor = await join(ana.channel('admin:queues', privately));
    expect(vendor.status).toBe('CHANNEL_ERROR');
    const administrator = await join(admin.channel('admin:queues', privately));
    expect(administrator.status).toBe('SUBSCRIBED');
    await Promise.all([anon, ana, admin].map((client) => client.removeAllChannels()));
  });

  it('lets anyone holding a share id into its saved list, and refuses public channels', async () => {
    const shared = await join(anon.channel(`saved:${randomUUID()}`, privately));
    expect(shared.status).toBe('SUBSCRIBED');
    const notAShareId = await join(anon.channel('saved:everything', privately));
    expect(notAShareId.status).toBe('CHANNEL_ERROR');
    const open = await join(admin.channel('admin:queues'));
    expect(open.status).toBe('CHANNEL_ERROR');
    expect(open.error?.message).toMatch(/private channels/);
    await Promise.all([anon, admin].map((client) => client.removeAllChannels()));
  });
});

describe('broadcast from the database (realtime.send in the inquiries trigger)', () => {
  it("reaches the listing's subscribers once each, in order, and no other inbox", async () => {
    const received: { id: string; listing_id: string; status: string }[] = [];
    const alsoReceived: string[] = [];
    const elsewhere: unknown[] = [];
    const channel = ana
      .channel(inbox(anaListing), privately)
      .on('broadcast', { event: 'inquiry_created' }, ({ payload }) =>
        received.push(payload as (typeof received)[number]),
      );
    // A second socket of Ana's on the same topic (the inbox open on two devices).
    const twin = (
      await signedInClient(DEMO_ACCOUNTS.vendorAna.email, DEMO_ACCOUNTS.vendorAna.password)
    ).client;
    opened.push(twin);
    const twinChannel = twin
      .channel(inbox(anaListing), privately)
      .on('broadcast', { event: 'inquiry_created' }, ({ payload }) =>
        alsoReceived.push((payload as { id: string }).id),
      );
    const other = marco
      .channel(inbox(marcoListing), privately)
      .on('broadcast', { event: '*' }, (message) => elsewhere.push(message));
    expect((await join(channel)).status).toBe('SUBSCRIBED');
    expect((await join(twinChannel)).status).toBe('SUBSCRIBED');
    expect((await join(other)).status).toBe('SUBSCRIBED');

    const sent: string[] = [];
    for (const label of ['first', 'second', 'third'])
      sent.push(await sendInquiry(anaListing, label));

    await until(() => received.length >= 3 && alsoReceived.length >= 3);
    await wait(500); // a duplicate would have arrived by now
    expect(received.map((row) => row.id)).toEqual(sent);
    expect(alsoReceived).toEqual(sent);
    expect(received[0]).toEqual({
      id: sent[0],
      listing_id: anaListing,
      status: expect.any(String),
      created_at: expect.any(String),
    });
    expect(elsewhere).toEqual([]);
    await Promise.all([ana, twin, marco].map((client) => client.removeAllChannels()));
  });
});

describe('broadcast between clients', () => {
  it('reaches the other subscribers (not the sender unless self) and acknowledges with ack', async () => {
    const topic = `post:${randomUUID()}`;
    const heard: unknown[] = [];
    const echoed: unknown[] = [];
    const listener = otherAdmin
      .channel(topic, privately)
      .on('broadcast', { event: 'saved' }, ({ payload }) => heard.push(payload));
    const sender = admin
      .channel(topic, { config: { private: true, broadcast: { ack: true } } })
      .on('broadcast', { event: 'saved' }, ({ payload }) => echoed.push(payload));
    expect((await join(listener)).status).toBe('SUBSCRIBED');
    expect((await join(sender)).status).toBe('SUBSCRIBED');
    const answer = await sender.send({
      type: 'broadcast',
      event: 'saved',
      payload: { version: 2 },
    });
    expect(answer).toBe('ok');
    await until(() => heard.length === 1);
    await wait(200);
    expect(heard).toEqual([{ version: 2 }]);
    expect(echoed).toEqual([]);
    await Promise.all([admin, otherAdmin].map((client) => client.removeAllChannels()));
  });
});

describe('presence', () => {
  it('shows who is there on join, their arrival, and their leaving when the socket closes', async () => {
    const topic = `post:${randomUUID()}`;
    const watcher = otherAdmin.channel(topic, {
      config: { private: true, presence: { key: 'b' } },
    });
    const joins: string[] = [];
    const leaves: string[] = [];
    watcher
      .on('presence', { event: 'join' }, ({ key }) => joins.push(key))
      .on('presence', { event: 'leave' }, ({ key }) => leaves.push(key));
    expect((await join(watcher)).status).toBe('SUBSCRIBED');

    const arriving = (await signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password))
      .client;
    opened.push(arriving);
    const editor = arriving.channel(topic, { config: { private: true, presence: { key: 'a' } } });
    editor.on('presence', { event: 'sync' }, () => {});
    expect((await join(editor)).status).toBe('SUBSCRIBED');
    expect(await editor.track({ name: 'Editor A', since: '2026-11-29T05:00:00Z' })).toBe('ok');
    await until(() => joins.includes('a'));
    expect(watcher.presenceState().a).toEqual([
      expect.objectContaining({ name: 'Editor A', since: '2026-11-29T05:00:00Z' }),
    ]);

    // A third comes in and finds A already there (presence_state on join).
    const late = admin.channel(topic, { config: { private: true, presence: { key: 'c' } } });
    let synced = false;
    late.on('presence', { event: 'sync' }, () => (synced = true));
    expect((await join(late)).status).toBe('SUBSCRIBED');
    await until(() => synced);
    expect(Object.keys(late.presenceState())).toContain('a');

    arriving.realtime.disconnect();
    await until(() => leaves.includes('a'));
    expect(watcher.presenceState().a).toBeUndefined();
    await Promise.all([admin, otherAdmin].map((client) => client.removeAllChannels()));
  });

  it('refuses tracking to a visitor on a topic they may not join', async () => {
    const channel = anon.channel(`post:${randomUUID()}`, privately);
    expect((await join(channel)).status).toBe('CHANNEL_ERROR');
    await anon.removeAllChannels();
  });
});

describe('access tokens', () => {
  it('refuses a join with an expired token', async () => {
    const expired = tokenExpiringAt(await sessionToken(ana), Math.floor(Date.now() / 1000) - 60);
    const client = realtimeWith(expired);
    opened.push(client);
    const answer = await join(client.channel(inbox(anaListing), privately));
    expect(answer.status).toBe('CHANNEL_ERROR');
    expect(answer.error?.message).toMatch(/expired/i);
    await client.removeAllChannels();
    await client.disconnect();
  });

  it('ends a channel when its token expires, and keeps one whose token was refreshed', async () => {
    const session = await sessionToken(ana);
    const soon = tokenExpiringAt(session, Math.floor(Date.now() / 1000) + 6);
    const refreshed = realtimeWith(soon);
    const lapsed = realtimeWith(soon);
    opened.push(refreshed, lapsed);
    const heard: string[] = [];
    const kept = refreshed
      .channel(inbox(anaListing), privately)
      .on('broadcast', { event: 'inquiry_created' }, ({ payload }) =>
        heard.push((payload as { id: string }).id),
      );
    const ending = lapsed.channel(inbox(anaListing), privately);
    const statuses: string[] = [];
    expect((await join(kept)).status).toBe('SUBSCRIBED');
    ending.subscribe((status) => statuses.push(status));
    await until(() => statuses.includes('SUBSCRIBED'));

    await refreshed.setAuth(session); // the client's refresh: an access_token message
    await until(() => statuses.includes('CLOSED'), 12_000);
    expect(kept.state).toBe('joined');
    const id = await sendInquiry(anaListing, 'after-refresh');
    await until(() => heard.includes(id));
    await Promise.all([refreshed, lapsed].map((client) => client.removeAllChannels()));
    await Promise.all([refreshed, lapsed].map((client) => client.disconnect()));
  });

  it('ends a channel refreshed with a token that lets the user in no longer', async () => {
    const client = realtimeWith(await sessionToken(ana));
    opened.push(client);
    const statuses: string[] = [];
    const channel = client.channel(inbox(anaListing), privately);
    channel.subscribe((status) => statuses.push(status));
    await until(() => statuses.includes('SUBSCRIBED'));
    await client.setAuth(await sessionToken(marco));
    await until(() => statuses.includes('CLOSED'));
    await client.removeAllChannels();
    await client.disconnect();
  });
});

describe('the socket', () => {
  it('answers heartbeats on the phoenix topic', async () => {
    const beats: string[] = [];
    const client = new RealtimeClient(`${inject('supabaseUrl')}/realtime/v1`, {
      params: { apikey: inject('publishableKey') },
      transport: WebSocket as unknown as typeof globalThis.WebSocket,
      heartbeatCallback: (status) => beats.push(status),
    });
    opened.push(client);
    client.connect();
    await until(() => client.isConnected());
    await client.sendHeartbeat();
    await until(() => beats.includes('ok'));
    expect(beats).not.toContain('timeout');
    await client.disconnect();
  });

  it('refuses a socket without the API key', async () => {
    const client = new RealtimeClient(`${inject('supabaseUrl')}/realtime/v1`, {
      params: { apikey: 'not-a-key' },
      transport: WebSocket as unknown as typeof globalThis.WebSocket,
    });
    opened.push(client);
    client.connect();
    await wait(1_500); // the stack's own key is let in within milliseconds (above)
    expect(client.isConnected()).toBe(false);
    await client.disconnect();
  });
});
