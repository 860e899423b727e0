import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATIONS_PER_NETWORK_PER_HOUR,
  AUTH_MAILS_PER_MAILBOX_PER_DAY,
  INQUIRIES_PER_NETWORK_PER_LISTING_PER_HOUR,
  INQUIRY_RELEASES_PER_VENDOR_PER_DAY,
  MAILS_PER_MAILBOX_PER_DAY,
  THROTTLE_SQLSTATE,
  TYPED_MAILS_PER_MAILBOX_PER_DAY,
} from '../src/config/throttles.ts';
import { anonClient, clientFrom, newUserClient, serviceClient } from './helpers.ts';

/**
 * Issue #40, part A: every email Perféte sends is counted against its recipient's mailbox in one
 * gate (public.admit_mail, called by enqueue_message for every outbox path); a repeated
 * membership application is counted like a first one and told once a day per mailbox; networks
 * are IPv4 addresses and IPv6 /48s; a released held inquiry alerts its vendor only, and releases
 * are capped per vendor per day. Limits from src/config/throttles.ts, so config and migration
 * agree. A client "from" a network sends x-forwarded-for as a proxy in front of the stack would.
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

const token = () => randomUUID().replace(/-/g, '').slice(0, 10);
const email = (prefix: string) => `${prefix}-${token()}@example.com`;
const hex = () => randomBytes(2).toString('hex');
/** A fresh IPv6 /48 of the documentation range; `subnet` picks one of its /64s. */
const ipv6Site = () => {
  const site = `2001:db8:${hex()}`;
  return (subnet: number) => `${site}:${subnet.toString(16)}::1`;
};

const admit = async (address: string, kind: string) => {
  const { data, error } = await service.rpc('admit_mail', { recipient_email: address, kind });
  if (error) throw error;
  return data as boolean;
};

/** What the outbox holds for these exact addresses (lowercase), by kind. */
async function outboxTo(addresses: string[]) {
  const { data, error } = await service
    .from('outbox')
    .select('kind, recipient_email, data')
    .in(
      'recipient_email',
      addresses.map((a) => a.toLowerCase()),
    );
  if (error) throw error;
  return data as { kind: string; recipient_email: string; data: Row }[];
}

async function outboxAbout(inquiryIds: string[]) {
  const { data, error } = await service
    .from('outbox')
    .select('kind, recipient_email, data')
    .in('data->>inquiry_id', inquiryIds);
  if (error) throw error;
  return data as { kind: string; recipient_email: string }[];
}

async function applicationStatuses(address: string) {
  const { data, error } = await service
    .from('membership_applications')
    .select('status')
    .eq('email', address.toLowerCase());
  if (error) throw error;
  return (data as { status: string }[]).map((row) => row.status);
}

const application = (from: string, business = `Studio ${token()}`): Row => ({
  business_name: business,
  contact_name: 'Jo Vendor',
  email: from,
  category: PHOTOGRAPHY,
  consent: true,
});

async function apply(client: SupabaseClient, from: string, business?: string) {
  const { error } = await client
    .from('membership_applications')
    .insert(application(from, business));
  expect(error, `applying as ${from}`).toBeNull();
}

beforeAll(async () => {
  service = serviceClient();
  anon = anonClient();
  vendor = await newUserClient('gate-vendor');
  admin = await newUserClient('gate-admin');
  const setup = [
    await service.from('vendor_members').insert({ user_id: vendor.userId, status: 'active' }),
    await service.from('admin_users').insert({ id: admin.userId }),
  ];
  for (const { error } of setup) expect(error).toBeNull();
});

describe('the gate: admit_mail', () => {
  it('decides a batch as the same calls one after another would, and counts it (#44)', async () => {
    const local = `batch.${token()}`;
    const other = email('batch-other');
    // One admitted before the batch; the batch then has room for the typed limit less one.
    expect(await admit(`${local}@example.com`, 'newsletter_issue')).toBe(true);
    const spellings = Array.from(
      { length: TYPED_MAILS_PER_MAILBOX_PER_DAY + 2 },
      (_, n) => `${local}+${n}@Example.com`,
    );
    const { data, error } = await service.rpc('admit_mail_batch', {
      recipient_emails: [spellings[0], other, ...spellings.slice(1), '  '],
      kind: 'newsletter_issue',
    });
    expect(error).toBeNull();
    // In the order given, lower-cased; the mailbox's last three past its limit; the blank ignored.
    expect(data).toEqual([
      spellings[0]!.toLowerCase(),
      other.toLowerCase(),
      ...spellings.slice(1, TYPED_MAILS_PER_MAILBOX_PER_DAY - 1).map((a) => a.toLowerCase()),
    ]);
    expect(await admit(`${local}+after@example.com`, 'newsletter_issue')).toBe(false);
    const { data: seen } = await admin.client
      .from('mail_held_back')
      .select('kind, held, last_address')
      .eq('mailbox', `${local}@example.com`);
    expect(seen).toEqual([
      { kind: 'newsletter_issue', held: 4, last_address: `${local}+after@example.com` },
    ]);
    for (const client of [anon, vendor.client, admin.client]) {
      const refused = await client.rpc('admit_mail_batch', {
        recipient_emails: [email('x')],
        kind: 'newsletter_issue',
      });
      expect(refused.error).not.toBeNull();
    }
  });

  it('counts +tag variants on any domain as one mailbox, and admins alone see what it held back', async () => {
    const local = `gate.${token()}`;
    const spellings = (n: number) => `${local}+${n}@Example.com`;
    for (let n = 0; n < TYPED_MAILS_PER_MAILBOX_PER_DAY; n += 1) {
      expect(await admit(spellings(n), 'inquiry_copy'), `mail ${n + 1}`).toBe(true);
    }
    expect(await admit(`${local.toUpperCase()}+late@example.com`, 'inquiry_copy')).toBe(false);
    expect(await admit(`${local}@example.com`, 'application_repeated')).toBe(false);
    // The dot is part of the address outside Gmail: another mailbox.
    expect(await admit(`${local.replace('.', '')}@example.com`, 'inquiry_copy')).toBe(true);

    const { data: seen } = await admin.client
      .from('mail_held_back')
      .select('mailbox, kind, held, last_address')
      .eq('mailbox', `${local}@example.com`)
      .order('kind');
    expect(seen).toEqual([
      {
        mailbox: `${local}@example.com`,
        kind: 'application_repeated',
        held: 1,
        last_address: `${local}@example.com`,
      },
      {
        mailbox: `${local}@example.com`,
        kind: 'inquiry_copy',
        held: 1,
        last_address: `${local}+late@example.com`,
      },
    ]);
    for (const client of [anon, vendor.client]) {
      const { data, error } = await client.from('mail_held_back').select('id');
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    for (const client of [anon, vendor.client, admin.client]) {
      const { error } = await client.rpc('admit_mail', {
        recipient_email: email('x'),
        kind: 'inquiry_copy',
      });
      expect(error).not.toBeNull();
    }
  });

  it('drops Gmail dots and case; auth emails and a vendor’s leads have limits of their own', async () => {
    const local = `a.b.${token()}`;
    const gmail = (n: number) =>
      n % 2 === 0
        ? `${local.replace(/\./g, '')}+s${n}@gmail.com`
        : `${local.toUpperCase()}@GoogleMail.com`;
    for (let n = 0; n < AUTH_MAILS_PER_MAILBOX_PER_DAY; n += 1) {
      expect(await admit(gmail(n), n % 2 === 0 ? 'auth_magiclink' : 'auth_recovery')).toBe(true);
    }
    expect(await admit(gmail(1), 'auth_signup')).toBe(false);
    expect(await admit(gmail(2), 'auth_email_change')).toBe(false);
    // Auth emails do not use up the couple's copies, nor these the leads.
    for (let n = 0; n < TYPED_MAILS_PER_MAILBOX_PER_DAY; n += 1) {
      expect(await admit(gmail(n), 'inquiry_copy')).toBe(true);
    }
    expect(await admit(gmail(3), 'review_invitation')).toBe(false);
    const spent = AUTH_MAILS_PER_MAILBOX_PER_DAY + TYPED_MAILS_PER_MAILBOX_PER_DAY;
    for (let n = spent; n < MAILS_PER_MAILBOX_PER_DAY; n += 1) {
      expect(await admit(gmail(n), 'inquiry_received'), `lead ${n + 1}`).toBe(true);
    }
    // Past the overall limit, not even a lead.
    expect(await admit(gmail(0), 'inquiry_received')).toBe(false);
  });

  it('stands in every outbox path: an inquiry to a full mailbox alerts its vendor, not the couple', async () => {
    const couple = email('full');
    for (let n = 0; n < TYPED_MAILS_PER_MAILBOX_PER_DAY; n += 1) {
      expect(await admit(couple, 'review_reminder')).toBe(true);
    }
    const listing = await publishedListing();
    const { error } = await anon.from('inquiries').insert({
      listing_id: listing,
      name: 'Ada & Grace',
      email: couple,
      message: 'Are you free next June?',
    });
    expect(error).toBeNull();
    const { data: row } = await service
      .from('inquiries')
      .select('id, status')
      .eq('listing_id', listing)
      .single();
    expect(row!.status).toBe('new');
    expect((await outboxAbout([row!.id as string])).map((m) => m.kind)).toEqual([
      'inquiry_received',
    ]);
    const { data: seen } = await admin.client
      .from('mail_held_back')
      .select('kind, held')
      .eq('mailbox', couple);
    expect(seen).toEqual([{ kind: 'inquiry_copy', held: 1 }]);
  });
});

describe('the mail-bomb: repeated membership applications', () => {
  it('20 repeats with +tag and dot variants of one Gmail address from one network reach the inbox at most twice', async () => {
    const local = `bomb.${token()}`;
    const from = clientFrom(ipv6Site()(1));
    await apply(from, `${local}@gmail.com`, 'Bomb Studio');
    for (let n = 0; n < 20; n += 1) {
      const variant =
        n % 2 === 0
          ? `${local}+${n}@gmail.com`
          : `${local.replace('.', '.'.repeat(1 + (n % 3)))}@googlemail.com`;
      await apply(from, variant, 'Bomb Studio');
    }
    expect(await applicationStatuses(`${local}@gmail.com`)).toEqual(['pending']);
    const { data, error } = await service
      .from('outbox')
      .select('kind, recipient_email')
      .in('kind', ['application_received', 'application_repeated'])
      .ilike('recipient_email', `${local.split('.')[0]}%${local.split('.')[1]}%`);
    expect(error).toBeNull();
    expect(data!.length).toBeLessThanOrEqual(TYPED_MAILS_PER_MAILBOX_PER_DAY);
    expect(data!.map((m) => m.kind).sort()).toEqual([
      'application_received',
      'application_repeated',
    ]);
  });

  it('a repeat is told once a day per mailbox, however the address is spelt', async () => {
    const local = `twice.${token()}`;
    await apply(anon, `${local}@gmail.com`, 'Atelier');
    await apply(anon, `${local.replace('.', '')}+one@gmail.com`, 'Atelier');
    await apply(anon, `${local.toUpperCase()}+two@googlemail.com`, 'Atelier');
    const told = (await outboxTo([`${local}@gmail.com`])).filter(
      (m) => m.kind === 'application_repeated',
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.data).toMatchObject({ business_name: 'Atelier' });
  });

  it('repeats count toward the per-network limit: past it a repeat mails nobody and a new application is held', async () => {
    const applicants = Array.from({ length: APPLICATIONS_PER_NETWORK_PER_HOUR + 1 }, () =>
      email('repeat'),
    );
    for (const address of applicants) await apply(anon, address);
    const crowd = clientFrom(ipv6Site()(7));
    for (const address of applicants) await apply(crowd, address);

    const told = await outboxTo(applicants);
    const repeated = (address: string) =>
      told.filter((m) => m.kind === 'application_repeated' && m.recipient_email === address);
    for (const address of applicants.slice(0, APPLICATIONS_PER_NETWORK_PER_HOUR)) {
      expect(repeated(address), address).toHaveLength(1);
    }
    expect(repeated(applicants.at(-1)!)).toHaveLength(0);

    const newcomer = email('newcomer');
    await apply(crowd, newcomer);
    expect(await applicationStatuses(newcomer)).toEqual(['held']);
  });
});

describe('networks: IPv4 by address, IPv6 by /48', () => {
  it('applications from many /64s of one /48 count as one network; another /48 does not', async () => {
    const site = ipv6Site();
    const senders = Array.from({ length: APPLICATIONS_PER_NETWORK_PER_HOUR + 1 }, () =>
      email('subnet'),
    );
    for (const [n, address] of senders.entries()) await apply(clientFrom(site(n + 1)), address);
    expect(await applicationStatuses(senders[0]!)).toEqual(['pending']);
    expect(await applicationStatuses(senders.at(-1)!)).toEqual(['held']);

    const elsewhere = email('elsewhere');
    await apply(clientFrom(ipv6Site()(1)), elsewhere);
    expect(await applicationStatuses(elsewhere)).toEqual(['pending']);
  });

  it('an IPv4 client counts by its address (the first hop), not its neighbours', async () => {
    const octet = 1 + (randomBytes(1)[0]! % 200);
    const one = `198.51.100.${octet}`;
    const senders = Array.from({ length: APPLICATIONS_PER_NETWORK_PER_HOUR + 1 }, () =>
      email('four'),
    );
    for (const address of senders) await apply(clientFrom(`${one}, 10.0.0.1`), address);
    expect(await applicationStatuses(senders.at(-1)!)).toEqual(['held']);
    const neighbour = email('neighbour');
    await apply(clientFrom(`198.51.100.${octet + 1}`), neighbour);
    expect(await applicationStatuses(neighbour)).toEqual(['pending']);
  });
});

async function publishedListing(): Promise<string> {
  const name = `gate-${token()}`;
  const { data, error } = await service
    .from('listings')
    .insert({
      name,
      url_name: name,
      business_category_id: PHOTOGRAPHY,
      status: 'published',
      owner_id: vendor.userId,
      contact_email: `hello@${name}.example`,
    })
    .select('id')
    .single();
  if (error) throw new Error(`arranging a listing failed: ${error.message}`);
  return data.id as string;
}

/** 15 inquiries from one network, each with another victim's address and spam text. */
async function flood(listing: string) {
  const from = clientFrom(ipv6Site()(1));
  const victims = Array.from({ length: 15 }, () => email('victim'));
  for (const victim of victims) {
    const { error } = await from.from('inquiries').insert({
      listing_id: listing,
      name: 'Prize desk',
      email: victim,
      message: 'You won! Claim at https://evil.test',
    });
    expect(error).toBeNull();
  }
  const { data } = await vendor.client
    .from('inquiries')
    .select('id')
    .eq('listing_id', listing)
    .eq('status', 'held');
  return { victims, held: (data as { id: string }[]).map((row) => row.id) };
}

describe('releases are not a relay', () => {
  it('releasing a flood alerts the vendor only, and at most the daily cap is released', async () => {
    const listing = await publishedListing();
    const first = await flood(listing);
    expect(first.held).toHaveLength(15 - INQUIRIES_PER_NETWORK_PER_LISTING_PER_HOUR);

    // The PATCH: every held one at once.
    const released = await vendor.client
      .from('inquiries')
      .update({ status: 'new' })
      .in('id', first.held)
      .select('id');
    expect(released.error).toBeNull();
    expect(released.data).toHaveLength(first.held.length);
    const sent = await outboxAbout(first.held);
    expect(sent.filter((m) => m.kind === 'inquiry_copy')).toEqual([]);
    expect(sent.filter((m) => m.kind === 'inquiry_received')).toHaveLength(first.held.length);

    // Another flood: past the cap the release is refused with a reason, and the rows stay held.
    const second = await flood(listing);
    const refused = await vendor.client
      .from('inquiries')
      .update({ status: 'new' })
      .in('id', second.held);
    expect(refused.error).toMatchObject({ code: THROTTLE_SQLSTATE, hint: 'release_limit' });
    expect(refused.error!.message).toMatch(/release \d+ held inquiries a day/);
    const { data: still } = await vendor.client
      .from('inquiries')
      .select('id')
      .in('id', second.held)
      .eq('status', 'held');
    expect(still).toHaveLength(second.held.length);
    expect(first.held.length).toBeLessThanOrEqual(INQUIRY_RELEASES_PER_VENDOR_PER_DAY);

    // Neither flood's victims were mailed for what was held.
    const victims = [...first.victims, ...second.victims];
    const copies = (await outboxTo(victims)).filter((m) => m.kind === 'inquiry_copy');
    expect(copies).toHaveLength(2 * INQUIRIES_PER_NETWORK_PER_LISTING_PER_HOUR);
  });
});
