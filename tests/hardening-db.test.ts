import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, newUserClient, serviceClient } from './helpers.ts';

/**
 * Issue #18, the database's half: server-owned columns, one row per request (the hourly limits,
 * now held rather than refused, are in tests/held-forms.test.ts) and the private
 * columns of listings. Every write goes through supabase-js as the site sends it; the service
 * client only arranges rows and re-reads what was really stored.
 */

const REFERENCE = JSON.parse(
  readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8'),
) as { businessCategories: Record<string, string> };
const PHOTOGRAPHY = REFERENCE.businessCategories.photography!;
const FAR_FUTURE = '2999-01-01T00:00:00.000Z';

type Row = Record<string, unknown>;
let service: SupabaseClient;
let anon: SupabaseClient;
let vendor: { client: SupabaseClient; userId: string };
let member: { client: SupabaseClient; userId: string };
let admin: { client: SupabaseClient; userId: string };
let listingId: string;

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
const email = (prefix: string) => `${unique(prefix)}@example.com`;

async function publishedListing(ownerId: string | null): Promise<string> {
  const name = unique('hardening');
  const { data, error } = await service
    .from('listings')
    .insert({
      name,
      url_name: name,
      business_category_id: PHOTOGRAPHY,
      status: 'published',
      owner_id: ownerId,
      contact_email: `hello@${name}.example`,
      contact_phone: '+1 555 010 0000',
    })
    .select('id')
    .single();
  if (error) throw new Error(`arranging a listing failed: ${error.message}`);
  return data.id as string;
}

async function storedBy(table: string, match: Row): Promise<Row[]> {
  const { data, error } = await service.from(table).select('*').match(match);
  if (error) throw new Error(`re-reading ${table} failed: ${error.message}`);
  return data as Row[];
}

const recent = (value: unknown) =>
  Math.abs(Date.now() - new Date(value as string).getTime()) < 5 * 60 * 1000;

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
const application = (from: string): Row => ({
  business_name: unique('Studio'),
  contact_name: 'Jo Vendor',
  email: from,
  category: PHOTOGRAPHY,
  consent: true,
});

beforeAll(async () => {
  service = serviceClient();
  anon = anonClient();
  vendor = await newUserClient('hardening-vendor');
  member = await newUserClient('hardening-member');
  admin = await newUserClient('hardening-admin');
  const setup = [
    await service.from('vendor_members').insert({ user_id: vendor.userId, status: 'active' }),
    await service.from('admin_users').insert({ id: admin.userId }),
  ];
  for (const { error } of setup) expect(error).toBeNull();
  listingId = await publishedListing(vendor.userId);
});

describe('server-owned columns of the forms anyone may send', () => {
  const planted = {
    id: '00000000-0000-4000-8000-00000000dead',
    created_at: FAR_FUTURE,
    updated_at: FAR_FUTURE,
  };
  const cases: [string, (from: string) => Row, Row, Row][] = [
    [
      'inquiries',
      (from) => inquiry(listingId, from),
      { status: 'booked', read_at: FAR_FUTURE, first_replied_at: FAR_FUTURE },
      { status: 'new', read_at: null, first_replied_at: null },
    ],
    [
      'contact_messages',
      contact,
      { status: 'archived', notes: 'planted' },
      { status: 'new', notes: null },
    ],
    [
      'wedding_submissions',
      submission,
      { status: 'accepted', notes: 'planted' },
      { status: 'new', notes: null },
    ],
    [
      'membership_applications',
      application,
      {
        status: 'invited',
        reviewed_by: '00000000-0000-4000-8000-00000000beef',
        reviewed_at: FAR_FUTURE,
      },
      { status: 'pending', reviewed_by: null, reviewed_at: null },
    ],
  ];

  it.each(cases)(
    '%s: a sent id, dates, status and review fields are replaced by the database',
    async (table, build, plantedFields, expected) => {
      const from = email('owned');
      const { error } = await anon
        .from(table)
        .insert({ ...build(from), ...planted, ...plantedFields });
      expect(error).toBeNull();
      expect(await storedBy(table, { id: planted.id })).toEqual([]);
      const [stored, ...more] = await storedBy(table, { email: from });
      expect(more).toEqual([]);
      expect(stored).toMatchObject(expected);
      expect(stored!.id).not.toBe(planted.id);
      expect(recent(stored!.created_at)).toBe(true);
      expect(recent(stored!.updated_at)).toBe(true);
    },
  );

  it.each(cases)('%s: one request inserts one row', async (table, build) => {
    const from = email('batch');
    const { error } = await anon.from(table).insert([build(from), build(from)]);
    expect(error).not.toBeNull();
    expect(await storedBy(table, { email: from })).toEqual([]);
  });
});

describe('server-owned columns of vendor and admin writes', () => {
  it("a vendor's new listing is dated by the database, and its id and date never move", async () => {
    const name = unique('dated');
    const created = await vendor.client
      .from('listings')
      .insert({
        name,
        url_name: name,
        business_category_id: PHOTOGRAPHY,
        status: 'draft',
        owner_id: vendor.userId,
        created_at: FAR_FUTURE,
        updated_at: FAR_FUTURE,
      })
      .select('id,created_at,updated_at')
      .single();
    expect(created.error).toBeNull();
    expect(recent(created.data!.created_at)).toBe(true);
    expect(recent(created.data!.updated_at)).toBe(true);

    const moved = await vendor.client
      .from('listings')
      .update({ id: randomUUID(), created_at: FAR_FUTURE, description: 'Edited' })
      .eq('id', created.data!.id);
    expect(moved.error).toBeNull();
    const [stored] = await storedBy('listings', { url_name: name });
    expect(stored).toMatchObject({ id: created.data!.id, description: 'Edited' });
    expect(recent(stored!.created_at)).toBe(true);
  });

  it("an admin's new post is dated by the database", async () => {
    const slug = unique('dated-post');
    const { error } = await admin.client.from('blog_posts').insert({
      title: 'Dated',
      slug,
      status: 'draft',
      created_at: FAR_FUTURE,
      updated_at: FAR_FUTURE,
    });
    expect(error).toBeNull();
    const [stored] = await storedBy('blog_posts', { slug });
    expect(recent(stored!.created_at)).toBe(true);
    expect(recent(stored!.updated_at)).toBe(true);
  });

  it('an invitation names the admin who sent it and arrives neither accepted nor revoked', async () => {
    const tokenHash = randomUUID().replace(/-/g, '') + randomUUID().replace(/-/g, '');
    const { error } = await admin.client.from('membership_invitations').insert({
      email: email('invitee').toLowerCase(),
      token_hash: tokenHash,
      created_by: member.userId,
      accepted_at: FAR_FUTURE,
      accepted_by: member.userId,
      revoked_at: FAR_FUTURE,
      created_at: '2000-01-01T00:00:00Z',
    });
    expect(error).toBeNull();
    const [stored] = await storedBy('membership_invitations', { token_hash: tokenHash });
    expect(stored).toMatchObject({
      created_by: admin.userId,
      accepted_at: null,
      accepted_by: null,
      revoked_at: null,
    });
    expect(recent(stored!.created_at)).toBe(true);
  });
});

// The hourly limits (held past a burst, never refused) are in tests/held-forms.test.ts (issue #29).

describe('private columns of listings', () => {
  const PRIVATE = ['contact_email', 'contact_phone', 'owner_id'] as const;

  it.each(PRIVATE)(
    '%s is read by neither a visitor nor another member, nor through *',
    async (column) => {
      for (const [who, client] of [
        ['anon', anon],
        ['member', member.client],
        ['owner', vendor.client],
      ] as const) {
        const named = await client.from('listings').select(`id,${column}`).eq('id', listingId);
        expect(named.data ?? [], who).toEqual([]);
        expect(named.error?.code, who).toBe('42501');
        const everything = await client.from('listings').select('*').eq('id', listingId);
        expect(everything.data ?? [], who).toEqual([]);
        expect(everything.error?.code, who).toBe('42501');
      }
    },
  );

  it('the public columns still read, embedded too', async () => {
    const { data, error } = await anon
      .from('listings')
      .select('id,name,url_name,category:business_categories(name)')
      .eq('id', listingId);
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({ id: listingId, category: { name: 'Photography' } }),
    ]);
  });

  it('a card’s summary: the description’s first 161 characters, single-spaced, public, derived only', async () => {
    const description = `  Long tables\n\nunder the olives,   candles in jars. ${'Supper until late. '.repeat(12)}`;
    const stored = await service.from('listings').update({ description }).eq('id', listingId);
    expect(stored.error).toBeNull();
    const read = await anon.from('listings').select('summary').eq('id', listingId).single();
    expect(read.error).toBeNull();
    const expected = description.trim().replace(/\s+/g, ' ').slice(0, 161);
    expect(read.data!.summary).toBe(expected);
    expect(expected).toHaveLength(161);
    // Nobody writes it, not even the service role: it is the database's, from the description.
    const forged = await service
      .from('listings')
      .update({ summary: 'Best in town' } as never)
      .eq('id', listingId);
    expect(forged.error?.code).toBe('428C9');
    const after = await anon.from('listings').select('summary').eq('id', listingId).single();
    expect(after.data!.summary).toBe(expected);
  });

  it('the owner and an admin read the contact details; another member and a visitor cannot', async () => {
    const other = await publishedListing(null);
    const expected = {
      listing_id: listingId,
      contact_email: expect.stringMatching(/^hello@/),
      contact_phone: '+1 555 010 0000',
    };
    const owner = await vendor.client.rpc('listing_contacts', { listing_ids: [listingId, other] });
    expect(owner.error).toBeNull();
    expect(owner.data).toEqual([expected]);
    const byAdmin = await admin.client.rpc('listing_contacts', { listing_ids: [listingId, other] });
    expect(byAdmin.error).toBeNull();
    expect(byAdmin.data).toEqual(
      expect.arrayContaining([expected, expect.objectContaining({ listing_id: other })]),
    );
    expect(byAdmin.data).toHaveLength(2);
    const stranger = await member.client.rpc('listing_contacts', { listing_ids: [listingId] });
    expect(stranger.error).toBeNull();
    expect(stranger.data).toEqual([]);
    const visitor = await anon.rpc('listing_contacts', { listing_ids: [listingId] });
    expect(visitor.data).toBeNull();
    expect(visitor.error).not.toBeNull();
  });

  it('a vendor finds their own listings without reading owner ids', async () => {
    const mine = await vendor.client.rpc('my_listing_ids');
    expect(mine.error).toBeNull();
    expect(mine.data).toContain(listingId);
    const others = await member.client.rpc('my_listing_ids');
    expect(others.data).toEqual([]);
  });

  it('a vendor still sets their own contact details', async () => {
    const name = unique('contactable');
    const created = await vendor.client
      .from('listings')
      .insert({
        name,
        url_name: name,
        business_category_id: PHOTOGRAPHY,
        status: 'draft',
        owner_id: vendor.userId,
        contact_email: 'studio@example.com',
      })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    const updated = await vendor.client
      .from('listings')
      .update({ contact_phone: '+44 20 7946 0000' })
      .eq('id', created.data!.id);
    expect(updated.error).toBeNull();
    const details = await vendor.client.rpc('listing_contacts', {
      listing_ids: [created.data!.id],
    });
    expect(details.data).toEqual([
      {
        listing_id: created.data!.id,
        contact_email: 'studio@example.com',
        contact_phone: '+44 20 7946 0000',
      },
    ]);
  });
});
