import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATIONS_PER_NETWORK_PER_HOUR,
  APPLICATIONS_PER_SENDER_PER_HOUR,
  CONTACT_MESSAGES_PER_HOUR,
  CONTACT_MESSAGES_PER_NETWORK_PER_HOUR,
  CONTACT_MESSAGES_PER_SENDER_PER_HOUR,
  INQUIRIES_PER_NETWORK_PER_HOUR,
  INQUIRIES_PER_NETWORK_PER_LISTING_PER_HOUR,
  INQUIRIES_PER_SENDER_PER_HOUR,
  INQUIRIES_PER_SENDER_PER_LISTING_PER_HOUR,
  WEDDING_SUBMISSIONS_PER_HOUR,
  WEDDING_SUBMISSIONS_PER_SENDER_PER_HOUR,
} from '../src/config/throttles.ts';
import { anonClient, clientFrom, newUserClient, serviceClient } from './helpers.ts';

/**
 * Issue #29, "abuse is held, never a lever": past a burst from one sender (the address
 * normalised) or one client network (the request's forwarded address), a form is accepted with the
 * same answer and held (status 'held') for review; nobody is refused, and nobody is emailed,
 * for what others sent. Limits from src/config/throttles.ts, so config and migration agree.
 * A client "from" a network sends x-forwarded-for as a proxy in front of the stack would; the
 * plain anon client comes from loopback, which counts as no network.
 */

const REFERENCE = JSON.parse(
  readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8'),
) as { businessCategories: Record<string, string> };
const PHOTOGRAPHY = REFERENCE.businessCategories.photography!;

type Row = Record<string, unknown>;
let service: SupabaseClient;
let anon: SupabaseClient;
let vendor: { client: SupabaseClient; userId: string };
let admin: { client: SupabaseClient; userId: string };

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
const email = (prefix: string) => `${unique(prefix)}@example.com`;
/** A fresh IPv6 /64 of the documentation range, so runs within the hour never share one. */
const network = () =>
  `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::7`;

async function publishedListing(ownerId: string | null = vendor.userId): Promise<string> {
  const name = unique('held');
  const { data, error } = await service
    .from('listings')
    .insert({
      name,
      url_name: name,
      business_category_id: PHOTOGRAPHY,
      status: 'published',
      owner_id: ownerId,
      contact_email: `hello@${name}.example`,
    })
    .select('id')
    .single();
  if (error) throw new Error(`arranging a listing failed: ${error.message}`);
  return data.id as string;
}

async function statuses(table: string, match: Row): Promise<string[]> {
  const { data, error } = await service
    .from(table)
    .select('status, created_at')
    .match(match)
    .order('created_at');
  if (error) throw new Error(`re-reading ${table} failed: ${error.message}`);
  return (data as { status: string }[]).map((row) => row.status);
}

async function outboxAbout(key: string, value: string) {
  const { data, error } = await service
    .from('outbox')
    .select('kind, recipient_email')
    .eq(`data->>${key}`, value);
  if (error) throw error;
  return data as { kind: string; recipient_email: string }[];
}

const inquiry = (listing: string, from: string): Row => ({
  listing_id: listing,
  name: 'Ada & Grace',
  email: from,
  message: 'Are you free next June?',
});
const contact = (from: string): Row => ({ name: 'Sam', email: from, message: 'Hello there' });
const submission = (from: string): Row => ({
  partner_one_name: 'Ada',
  partner_two_name: 'Grace',
  email: from,
});
const application = (from: string, business = unique('Studio')): Row => ({
  business_name: business,
  contact_name: 'Jo Vendor',
  email: from,
  category: PHOTOGRAPHY,
  consent: true,
});

/** Sends each row with `client`; every answer must be the same success. */
async function sendAll(client: SupabaseClient, table: string, rows: Row[]) {
  for (const [n, row] of rows.entries()) {
    expect((await client.from(table).insert(row)).error, `send ${n + 1}`).toBeNull();
  }
}

beforeAll(async () => {
  service = serviceClient();
  anon = anonClient();
  vendor = await newUserClient('held-vendor');
  admin = await newUserClient('held-admin');
  const setup = [
    await service.from('vendor_members').insert({ user_id: vendor.userId, status: 'active' }),
    await service.from('admin_users').insert({ id: admin.userId }),
  ];
  for (const { error } of setup) expect(error).toBeNull();
});

describe('inquiries: held past a burst, never refused', () => {
  it(`per sender: ${INQUIRIES_PER_SENDER_PER_HOUR} an hour in all, the address normalised`, async () => {
    const listings = await Promise.all([1, 2, 3, 4].map(() => publishedListing()));
    const local = unique('ada.love').replace(/-/g, '');
    // One Gmail mailbox written six ways: case, dots, +tags and googlemail.com.
    const spellings = [
      `${local}@gmail.com`,
      `${local.toUpperCase()}@Gmail.com`,
      `${local.replace('.', '')}@gmail.com`,
      `${local}+wedding@gmail.com`,
      `${local.replace('.', '..')}+x@googlemail.com`,
    ];
    const sent = Array.from({ length: INQUIRIES_PER_SENDER_PER_HOUR }, (_, n) =>
      inquiry(listings[n % listings.length]!, spellings[n % spellings.length]!),
    );
    await sendAll(anon, 'inquiries', sent);
    const over = inquiry(listings[3]!, `${local}+again@googlemail.com`);
    await sendAll(anon, 'inquiries', [over]);

    const all = (
      await Promise.all(listings.map((id) => statuses('inquiries', { listing_id: id })))
    ).flat();
    expect(all.filter((s) => s === 'new')).toHaveLength(INQUIRIES_PER_SENDER_PER_HOUR);
    expect(all.filter((s) => s === 'held')).toHaveLength(1);
    // Another mailbox is not affected: the same local part at another domain is another mailbox.
    const other = email('other');
    await sendAll(anon, 'inquiries', [
      inquiry(listings[0]!, other),
      inquiry(listings[0]!, `${local}+wedding@example.com`),
    ]);
    expect(await statuses('inquiries', { email: other })).toEqual(['new']);
    expect(await statuses('inquiries', { email: `${local}+wedding@example.com` })).toEqual(['new']);
  });

  it(`per sender and listing: ${INQUIRIES_PER_SENDER_PER_LISTING_PER_HOUR} an hour`, async () => {
    const listing = await publishedListing();
    const from = email('eager');
    await sendAll(
      anon,
      'inquiries',
      Array.from({ length: INQUIRIES_PER_SENDER_PER_LISTING_PER_HOUR + 1 }, () =>
        inquiry(listing, from),
      ),
    );
    expect(await statuses('inquiries', { listing_id: listing })).toEqual([
      ...Array<string>(INQUIRIES_PER_SENDER_PER_LISTING_PER_HOUR).fill('new'),
      'held',
    ]);
  });

  it('a flood from one network to one vendor is held; a real couple still reaches the inbox', async () => {
    const listing = await publishedListing();
    const flood = clientFrom(network());
    const floodSize = INQUIRIES_PER_NETWORK_PER_LISTING_PER_HOUR + 10;
    await sendAll(
      flood,
      'inquiries',
      Array.from({ length: floodSize }, () => inquiry(listing, email('stranger'))),
    );
    const couple = email('couple');
    const elsewhere = email('neighbour');
    await sendAll(anon, 'inquiries', [inquiry(listing, couple)]);
    await sendAll(clientFrom(network()), 'inquiries', [inquiry(listing, elsewhere)]);

    const all = await statuses('inquiries', { listing_id: listing });
    expect(all.filter((s) => s === 'held')).toHaveLength(
      floodSize - INQUIRIES_PER_NETWORK_PER_LISTING_PER_HOUR,
    );
    expect(await statuses('inquiries', { email: couple })).toEqual(['new']);
    expect(await statuses('inquiries', { email: elsewhere })).toEqual(['new']);
  });

  it(`per network: ${INQUIRIES_PER_NETWORK_PER_HOUR} an hour across listings (IPv4, first hop)`, async () => {
    const perListing = INQUIRIES_PER_NETWORK_PER_LISTING_PER_HOUR - 1;
    const listings = await Promise.all(
      Array.from({ length: Math.ceil(INQUIRIES_PER_NETWORK_PER_HOUR / perListing) + 1 }, () =>
        publishedListing(),
      ),
    );
    // A random TEST-NET-3 address, before the proxy hop the stack appends.
    const from = clientFrom(`203.0.113.${randomBytes(1)[0]! % 250}, 10.0.0.1`);
    // Earlier runs within the hour may have used this address: count from what it has now.
    const rows = Array.from({ length: INQUIRIES_PER_NETWORK_PER_HOUR + 1 }, (_, n) =>
      inquiry(listings[Math.floor(n / perListing)]!, email('roaming')),
    );
    await sendAll(from, 'inquiries', rows);
    const all = (
      await Promise.all(listings.map((id) => statuses('inquiries', { listing_id: id })))
    ).flat();
    expect(all.filter((s) => s === 'held').length).toBeGreaterThanOrEqual(1);
    expect(all.at(-1)).toBe('held');
  });

  it('a held inquiry tells nobody; released by its vendor, it alerts the vendor then (never the couple); archived, never', async () => {
    const listing = await publishedListing();
    const from = email('held-couple');
    await sendAll(
      anon,
      'inquiries',
      Array.from({ length: INQUIRIES_PER_SENDER_PER_LISTING_PER_HOUR + 2 }, () =>
        inquiry(listing, from),
      ),
    );
    const { data: held } = await vendor.client
      .from('inquiries')
      .select('id')
      .eq('listing_id', listing)
      .eq('status', 'held')
      .order('created_at');
    expect(held).toHaveLength(2);
    const [released, dropped] = held!.map((row) => row.id as string);
    expect(await outboxAbout('inquiry_id', released!)).toEqual([]);

    // Only the database holds; a held row is released or archived, nothing else.
    const { data: open } = await vendor.client
      .from('inquiries')
      .select('id')
      .eq('listing_id', listing)
      .eq('status', 'new')
      .limit(1)
      .single();
    expect(
      (await vendor.client.from('inquiries').update({ status: 'held' }).eq('id', open!.id)).error,
    ).toMatchObject({ code: '42501' });
    expect(
      (await vendor.client.from('inquiries').update({ status: 'booked' }).eq('id', released!))
        .error,
    ).toMatchObject({ code: '23514' });

    expect(
      (await vendor.client.from('inquiries').update({ status: 'new' }).eq('id', released!)).error,
    ).toBeNull();
    // Issue #40: a release is not a relay; the address on a held inquiry gets nothing.
    expect((await outboxAbout('inquiry_id', released!)).map((m) => m.kind)).toEqual([
      'inquiry_received',
    ]);
    expect(
      (await vendor.client.from('inquiries').update({ status: 'archived' }).eq('id', dropped!))
        .error,
    ).toBeNull();
    expect(await outboxAbout('inquiry_id', dropped!)).toEqual([]);
  });
});

describe('contact messages and wedding submissions: held per sender, per network and in all', () => {
  it(`contact: ${CONTACT_MESSAGES_PER_SENDER_PER_HOUR} per sender, ${CONTACT_MESSAGES_PER_NETWORK_PER_HOUR} per network`, async () => {
    const from = email('chatty');
    await sendAll(
      anon,
      'contact_messages',
      Array.from({ length: CONTACT_MESSAGES_PER_SENDER_PER_HOUR + 1 }, () => contact(from)),
    );
    expect(await statuses('contact_messages', { email: from })).toEqual([
      ...Array<string>(CONTACT_MESSAGES_PER_SENDER_PER_HOUR).fill('new'),
      'held',
    ]);

    const crowd = clientFrom(network());
    const senders = Array.from({ length: CONTACT_MESSAGES_PER_NETWORK_PER_HOUR + 1 }, () =>
      email('crowd'),
    );
    await sendAll(crowd, 'contact_messages', senders.map(contact));
    expect(await statuses('contact_messages', { email: senders.at(-1)! })).toEqual(['held']);
    expect(await statuses('contact_messages', { email: senders[0]! })).toEqual(['new']);
  });

  it(`submissions: ${WEDDING_SUBMISSIONS_PER_SENDER_PER_HOUR} per sender`, async () => {
    const from = email('proud');
    await sendAll(
      anon,
      'wedding_submissions',
      Array.from({ length: WEDDING_SUBMISSIONS_PER_SENDER_PER_HOUR + 1 }, () => submission(from)),
    );
    expect(await statuses('wedding_submissions', { email: from })).toEqual([
      ...Array<string>(WEDDING_SUBMISSIONS_PER_SENDER_PER_HOUR).fill('new'),
      'held',
    ]);
  });

  it.each([
    ['contact_messages', 'contact_message', CONTACT_MESSAGES_PER_HOUR, contact],
    ['wedding_submissions', 'wedding_submission', WEDDING_SUBMISSIONS_PER_HOUR, submission],
  ] as const)(
    '%s (%s): past %i in all an hour, the next is held',
    async (table, form, limit, row) => {
      // The hour's count arranged directly (sending a hundred would hold other files' forms too),
      // and removed again at once.
      const marker = unique('arranged');
      const arranged = Array.from({ length: limit }, () => ({ form, sender: marker }));
      expect((await service.from('form_sends').insert(arranged)).error).toBeNull();
      const from = email('late');
      try {
        await sendAll(anon, table, [row(from)]);
      } finally {
        await service.from('form_sends').delete().eq('sender', marker);
      }
      expect(await statuses(table, { email: from })).toEqual(['held']);
    },
  );
});

describe('membership applications', () => {
  it(`per sender: ${APPLICATIONS_PER_SENDER_PER_HOUR} an hour, then held (never 429)`, async () => {
    const from = email('keen').toLowerCase();
    for (let n = 0; n < APPLICATIONS_PER_SENDER_PER_HOUR; n += 1) {
      await sendAll(anon, 'membership_applications', [application(from)]);
      // decided, so the next is not a repeat of an open one
      const decided = await service
        .from('membership_applications')
        .update({ status: 'declined' })
        .eq('email', from)
        .eq('status', 'pending');
      expect(decided.error).toBeNull();
    }
    await sendAll(anon, 'membership_applications', [application(from)]);
    expect(await statuses('membership_applications', { email: from })).toEqual([
      ...Array<string>(APPLICATIONS_PER_SENDER_PER_HOUR).fill('declined'),
      'held',
    ]);
  });

  it(`per network: ${APPLICATIONS_PER_NETWORK_PER_HOUR} an hour, then held; another applicant is not`, async () => {
    const crowd = clientFrom(network());
    const senders = Array.from({ length: APPLICATIONS_PER_NETWORK_PER_HOUR + 1 }, () =>
      email('crowd'),
    );
    await sendAll(
      crowd,
      'membership_applications',
      senders.map((from) => application(from)),
    );
    expect(await statuses('membership_applications', { email: senders.at(-1)! })).toEqual(['held']);
    expect(await statuses('membership_applications', { email: senders[0]! })).toEqual(['pending']);
    const real = email('real');
    await sendAll(anon, 'membership_applications', [application(real)]);
    expect(await statuses('membership_applications', { email: real })).toEqual(['pending']);
  });

  it('a held application tells nobody; released by an admin, its receipt goes then', async () => {
    const crowd = clientFrom(network());
    const senders = Array.from({ length: APPLICATIONS_PER_NETWORK_PER_HOUR + 1 }, () =>
      email('wave'),
    );
    await sendAll(
      crowd,
      'membership_applications',
      senders.map((from) => application(from)),
    );
    const { data } = await admin.client
      .from('membership_applications')
      .select('id')
      .eq('email', senders.at(-1)!)
      .single();
    const id = data!.id as string;
    expect(await outboxAbout('application_id', id)).toEqual([]);
    expect(
      (
        await admin.client
          .from('membership_applications')
          .update({ status: 'pending' })
          .eq('id', id)
      ).error,
    ).toBeNull();
    expect(await outboxAbout('application_id', id)).toEqual([
      { kind: 'application_received', recipient_email: senders.at(-1)! },
    ]);
  });

  it('a repeated application gets the same answer as a first; the address gets an email', async () => {
    const from = email('again').toLowerCase();
    const first = await anon.from('membership_applications').insert(application(from, 'Atelier'));
    const second = await anon
      .from('membership_applications')
      .insert(application(from.toUpperCase(), 'Atelier'));
    const third = await anon.from('membership_applications').insert(application(from, 'Atelier'));
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();
    expect(third.error).toBeNull();
    expect([second.status, second.statusText]).toEqual([first.status, first.statusText]);
    expect(await statuses('membership_applications', { email: from })).toEqual(['pending']);
    // One email a day at most, to the address itself: nobody else learns it applied.
    const { data: told } = await service
      .from('outbox')
      .select('kind, recipient_email, data')
      .eq('recipient_email', from)
      .eq('kind', 'application_repeated');
    expect(told).toHaveLength(1);
    expect(told![0]!.data).toMatchObject({ business_name: 'Atelier' });
  });
});
