import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { REALTIME_SUBSCRIBE_STATES, RealtimeChannel } from '@supabase/realtime-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { anonClient, clientFrom, serviceClient, signedInClient } from './helpers.ts';

/**
 * Issue #43: the admin queues, live. The queue tables' triggers
 * (20261206100000_admin_queues_broadcast.sql) announce each arrival and each decision on the
 * private topic admin:queues, once, with the kind and id only; only admins may join it.
 */

const REFERENCE = JSON.parse(
  readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8'),
) as { businessCategories: Record<string, string> };
const FLORIST = REFERENCE.businessCategories.florist ?? REFERENCE.businessCategories.photography!;
const TOPIC = 'admin:queues';
const privately = { config: { private: true } };

interface Announcement {
  kind: string;
  id: string;
  op: string;
}

function join(channel: RealtimeChannel): Promise<`${REALTIME_SUBSCRIBE_STATES}`> {
  return new Promise((resolve) => {
    let answered = false;
    channel.subscribe((status) => {
      if (answered) return;
      answered = true;
      resolve(status);
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

/** A network of its own, so the abuse guard's per-network burst never holds the application. */
const someNetwork = () => `10.43.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

let service: SupabaseClient;
let admin: SupabaseClient;
let otherAdmin: SupabaseClient;
let vendor: SupabaseClient;
let anon: SupabaseClient;

beforeAll(async () => {
  service = serviceClient();
  anon = anonClient();
  [admin, otherAdmin, vendor] = (
    await Promise.all([
      signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password),
      signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password),
      signedInClient(DEMO_ACCOUNTS.vendorAna.email, DEMO_ACCOUNTS.vendorAna.password),
    ])
  ).map((person) => person.client) as [SupabaseClient, SupabaseClient, SupabaseClient];
});

afterAll(async () => {
  await Promise.all([service, admin, otherAdmin, vendor, anon].map((c) => c.removeAllChannels()));
});

/** An applicant applies, as the membership form does (anon insert). */
async function apply(): Promise<string> {
  const email = `queue-${randomUUID().slice(0, 8)}@example.com`;
  const sent = await clientFrom(someNetwork())
    .from('membership_applications')
    .insert({
      business_name: `Live Florals ${randomUUID().slice(0, 6)}`,
      contact_name: 'Jo Vendor',
      email,
      category: FLORIST,
      consent: true,
    });
  expect(sent.error).toBeNull();
  const { data, error } = await service
    .from('membership_applications')
    .select('id')
    .eq('email', email)
    .single();
  if (error) throw error;
  return data.id as string;
}

/** The demo admin joined to admin:queues; what they hear, in order. */
async function listenAsAdmin(): Promise<Announcement[]> {
  const heard: Announcement[] = [];
  const channel = admin
    .channel(TOPIC, privately)
    .on('broadcast', { event: 'queue_changed' }, ({ payload }) =>
      heard.push(payload as Announcement),
    );
  expect(await join(channel)).toBe('SUBSCRIBED');
  return heard;
}

describe('admin:queues', () => {
  it('lets admins in and keeps vendors and visitors out', async () => {
    expect(await join(vendor.channel(TOPIC, privately))).toBe('CHANNEL_ERROR');
    expect(await join(anon.channel(TOPIC, privately))).toBe('CHANNEL_ERROR');
    expect(await join(admin.channel(TOPIC, privately))).toBe('SUBSCRIBED');
    await Promise.all([vendor, anon, admin].map((client) => client.removeAllChannels()));
  });

  it('tells a subscribed admin once when an application arrives and once when another admin decides it', async () => {
    const heard = await listenAsAdmin();
    const mine = (kind: string, id: string) =>
      heard.filter((item) => item.kind === kind && item.id === id);

    const id = await apply();
    await until(() => mine('membership_applications', id).length >= 1);
    await wait(500); // a second copy would have arrived by now
    // The kind, the id and the operation: nothing the applicant typed.
    expect(mine('membership_applications', id)).toEqual([
      { kind: 'membership_applications', id, op: 'insert' },
    ]);

    const decided = await otherAdmin
      .from('membership_applications')
      .update({ status: 'declined', decision_reason: 'Not a fit for the directory yet.' })
      .eq('id', id);
    expect(decided.error).toBeNull();
    await until(() => mine('membership_applications', id).length >= 2);
    // A note changes no queue: no announcement.
    const noted = await otherAdmin
      .from('membership_applications')
      .update({ internal_notes: 'Lovely work; ask again in spring.' })
      .eq('id', id);
    expect(noted.error).toBeNull();
    await wait(500);
    expect(mine('membership_applications', id)).toEqual([
      { kind: 'membership_applications', id, op: 'insert' },
      { kind: 'membership_applications', id, op: 'update' },
    ]);
    await admin.removeAllChannels();
  });
  it('announces a held newsletter subscribe and its decision, and no ordinary subscribe', async () => {
    const heard = await listenAsAdmin();
    const mine = (id: string) =>
      heard.filter((item) => item.kind === 'newsletter_subscribers' && item.id === id);
    const subscriber = async (held: boolean) => {
      const email = `queue-reader-${randomUUID().slice(0, 8)}@example.com`;
      const { data, error } = await service
        .from('newsletter_subscribers')
        .insert({
          email,
          mailbox: email,
          letters: ['the_edit'],
          status: 'pending',
          held_at: held ? new Date().toISOString() : null,
        })
        .select('id')
        .single();
      expect(error).toBeNull();
      return (data as { id: string }).id;
    };

    const held = await subscriber(true);
    const ordinary = await subscriber(false);
    await until(() => mine(held).length >= 1);
    const released = await otherAdmin.rpc('newsletter_decide_held', {
      subscriber_id: held,
      decision: 'release',
    });
    expect(released.error).toBeNull();
    await until(() => mine(held).length >= 2);
    await wait(500);
    expect(mine(held)).toEqual([
      { kind: 'newsletter_subscribers', id: held, op: 'insert' },
      { kind: 'newsletter_subscribers', id: held, op: 'update' },
    ]);
    expect(mine(ordinary)).toEqual([]);
    await admin.removeAllChannels();
    await service.from('newsletter_subscribers').delete().in('id', [held, ordinary]);
  });

  it('announces a listing sent for review and a change to a live listing (keyed by its listing)', async () => {
    const heard = await listenAsAdmin();
    const { data: ana } = await vendor.auth.getUser();
    const name = `Live Review ${randomUUID().slice(0, 8)}`;
    const listing = await service
      .from('listings')
      .insert({
        name,
        url_name: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        status: 'pending',
        owner_id: ana.user!.id,
        business_category_id: FLORIST,
        city: 'Lisbon',
        country: 'Portugal',
        description: 'Arranged for the live queues test.',
      })
      .select('id')
      .single();
    expect(listing.error).toBeNull();
    const id = listing.data!.id as string;
    // The write goes through (an announcement can never fail it), and is announced.
    const change = await service
      .from('listing_changes')
      .insert({ listing_id: id, changes: { description: 'Proposed words.' } });
    expect(change.error).toBeNull();
    await until(() => heard.filter((item) => item.id === id).length >= 2);
    expect(heard.filter((item) => item.id === id)).toEqual([
      { kind: 'listings', id, op: 'insert' },
      { kind: 'listing_changes', id, op: 'insert' },
    ]);
    await admin.removeAllChannels();
  });
});
