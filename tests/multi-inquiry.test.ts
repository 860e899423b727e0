import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_VENDORS_PER_SEND } from '../src/config/site.ts';
import { INQUIRIES_PER_SENDER_PER_LISTING_PER_HOUR } from '../src/config/throttles.ts';
import { anonClient, newUserClient, serviceClient } from './helpers.ts';

/**
 * Issue #31, one inquiry to several vendors (supabase/migrations/20261130070000): send_inquiries
 * writes one inquiries row per chosen vendor in one transaction, through the single inquiry's
 * triggers (held per vendor, each vendor's own alert); a vendor that does not take inquiries
 * refuses the whole send, naming it; the couple gets one inquiries_sent email listing every
 * vendor written to, and no per-vendor copy.
 */

const REFERENCE = JSON.parse(
  readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8'),
) as { businessCategories: Record<string, string> };
const PHOTOGRAPHY = REFERENCE.businessCategories.photography!;

interface Vendor {
  client: SupabaseClient;
  userId: string;
}
let service: SupabaseClient;
let anon: SupabaseClient;
let first: Vendor;
let second: Vendor;

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
const coupleEmail = () => `${unique('couple')}@example.com`;

async function listing(owner: Vendor | null, status = 'published') {
  const name = unique('multi');
  const { data, error } = await service
    .from('listings')
    .insert({
      name,
      url_name: name,
      business_category_id: PHOTOGRAPHY,
      status,
      owner_id: owner?.userId ?? null,
      contact_email: `hello@${name}.example`,
    })
    .select('id, name, contact_email')
    .single();
  if (error) throw new Error(`arranging a listing failed: ${error.message}`);
  return data as { id: string; name: string; contact_email: string };
}

const form = (listingIds: string[], email: string) => ({
  listing_ids: listingIds,
  name: 'Ada & Grace',
  email,
  wedding_date: '2030-06-14',
  guest_count: 120,
  budget_band: '25k-50k',
  message: 'We are marrying in an olive grove near Lucca next June.',
});

async function inquiriesFrom(email: string) {
  const { data, error } = await service
    .from('inquiries')
    .select('listing_id, status, created_at')
    .eq('email', email)
    .order('created_at');
  if (error) throw error;
  return data as { listing_id: string; status: string; created_at: string }[];
}

async function outboxTo(email: string) {
  const { data, error } = await service
    .from('outbox')
    .select('kind, recipient_email, data')
    .or(`recipient_email.eq.${email},reply_to.eq.${email}`);
  if (error) throw error;
  return data as { kind: string; recipient_email: string; data: Record<string, unknown> }[];
}

async function vendor(label: string): Promise<Vendor> {
  const user = await newUserClient(label);
  const { error } = await service
    .from('vendor_members')
    .insert({ user_id: user.userId, status: 'active' });
  expect(error).toBeNull();
  return user;
}

beforeAll(async () => {
  service = serviceClient();
  anon = anonClient();
  first = await vendor('multi-first');
  second = await vendor('multi-second');
});

describe('send_inquiries', () => {
  it('writes one row per vendor in one transaction, alerts each vendor, mails the couple once', async () => {
    const a = await listing(first);
    const b = await listing(second);
    const email = coupleEmail();

    const { data, error } = await anon.rpc('send_inquiries', form([a.id, b.id, a.id], email));

    expect(error).toBeNull();
    expect(data).toEqual([
      { listing_id: a.id, listing_name: a.name },
      { listing_id: b.id, listing_name: b.name },
    ]);
    const rows = await inquiriesFrom(email);
    expect(rows.map((row) => [row.listing_id, row.status]).sort()).toEqual(
      [
        [a.id, 'new'],
        [b.id, 'new'],
      ].sort(),
    );
    // One transaction: now() is the transaction's start, the same for both rows.
    expect(rows[0]!.created_at).toBe(rows[1]!.created_at);

    const mail = await outboxTo(email);
    const alerts = mail.filter((m) => m.kind === 'inquiry_received');
    expect(alerts.map((m) => m.recipient_email).sort()).toEqual(
      [a.contact_email, b.contact_email].sort(),
    );
    // Each vendor's alert names its own listing only.
    for (const alert of alerts) {
      const own = alert.recipient_email === a.contact_email ? a : b;
      const other = own === a ? b : a;
      expect(alert.data.listing_name).toBe(own.name);
      expect(JSON.stringify(alert.data)).not.toContain(other.name);
    }
    expect(mail.filter((m) => m.kind === 'inquiry_copy')).toEqual([]);
    const confirmations = mail.filter((m) => m.kind === 'inquiries_sent');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.recipient_email).toBe(email);
    const listed = confirmations[0]!.data.listings as { listing_name: string }[];
    expect(listed.map((item) => item.listing_name)).toEqual([a.name, b.name]);
  });

  it('a vendor that does not take inquiries refuses the whole send, by its id', async () => {
    const open = await listing(first);
    const draft = await listing(second, 'draft');
    const email = coupleEmail();

    const { data, error } = await anon.rpc('send_inquiries', form([open.id, draft.id], email));

    expect(data).toBeNull();
    expect(error).toMatchObject({ hint: 'listing_refused', details: draft.id });
    expect(error!.message).toContain(draft.id);
    expect(error!.message).not.toContain(draft.name);
    expect(await inquiriesFrom(email)).toEqual([]);
    expect(await outboxTo(email)).toEqual([]);
  });

  it("a suspended member's listing refuses too", async () => {
    const suspended = await vendor('multi-suspended');
    const theirs = await listing(suspended);
    const open = await listing(first);
    expect(
      (
        await service
          .from('vendor_members')
          .update({ status: 'suspended', status_reason: 'Testing a refusal' })
          .eq('user_id', suspended.userId)
      ).error,
    ).toBeNull();
    const email = coupleEmail();

    const { error } = await anon.rpc('send_inquiries', form([open.id, theirs.id], email));

    expect(error).toMatchObject({ hint: 'listing_refused', details: theirs.id });
    expect(await inquiriesFrom(email)).toEqual([]);
  });

  it(`at most ${INQUIRY_VENDORS_PER_SEND} vendors, at least one`, async () => {
    const listings = await Promise.all(
      Array.from({ length: INQUIRY_VENDORS_PER_SEND + 1 }, () => listing(first)),
    );
    const email = coupleEmail();

    const tooMany = await anon.rpc(
      'send_inquiries',
      form(
        listings.map((l) => l.id),
        email,
      ),
    );
    expect(tooMany.error).toMatchObject({ hint: 'too_many_vendors' });
    const none = await anon.rpc('send_inquiries', form([], email));
    expect(none.error).toMatchObject({ hint: 'no_vendors' });
    expect(await inquiriesFrom(email)).toEqual([]);

    const most = await anon.rpc(
      'send_inquiries',
      form(
        listings.slice(0, INQUIRY_VENDORS_PER_SEND).map((l) => l.id),
        email,
      ),
    );
    expect(most.error).toBeNull();
    expect((await inquiriesFrom(email)).map((row) => row.status)).toEqual(
      Array<string>(INQUIRY_VENDORS_PER_SEND).fill('new'),
    );
  });

  it('the held rules apply per vendor: one held, the other sent; the confirmation lists the sent one', async () => {
    const busy = await listing(first);
    const quiet = await listing(second);
    const email = coupleEmail();
    for (let n = 0; n < INQUIRIES_PER_SENDER_PER_LISTING_PER_HOUR; n += 1) {
      const { error } = await anon
        .from('inquiries')
        .insert({ listing_id: busy.id, name: 'Ada', email, message: 'Are you free next June?' });
      expect(error).toBeNull();
    }

    const { data, error } = await anon.rpc('send_inquiries', form([busy.id, quiet.id], email));

    // The same answer whether held or not.
    expect(error).toBeNull();
    expect(data).toEqual([
      { listing_id: busy.id, listing_name: busy.name },
      { listing_id: quiet.id, listing_name: quiet.name },
    ]);
    const rows = await inquiriesFrom(email);
    expect(rows.filter((row) => row.listing_id === busy.id).map((row) => row.status)).toEqual([
      ...Array<string>(INQUIRIES_PER_SENDER_PER_LISTING_PER_HOUR).fill('new'),
      'held',
    ]);
    expect(rows.filter((row) => row.listing_id === quiet.id).map((row) => row.status)).toEqual([
      'new',
    ]);
    const mail = await outboxTo(email);
    expect(
      mail.filter((m) => m.kind === 'inquiry_received' && m.recipient_email === busy.contact_email),
    ).toHaveLength(INQUIRIES_PER_SENDER_PER_LISTING_PER_HOUR);
    const confirmation = mail.filter((m) => m.kind === 'inquiries_sent');
    expect(confirmation).toHaveLength(1);
    expect(
      (confirmation[0]!.data.listings as { listing_name: string }[]).map((l) => l.listing_name),
    ).toEqual([quiet.name]);
  });

  it("each vendor reads its own row and not the other's; anon reads none", async () => {
    const a = await listing(first);
    const b = await listing(second);
    const email = coupleEmail();
    expect((await anon.rpc('send_inquiries', form([a.id, b.id], email))).error).toBeNull();

    for (const [who, own] of [
      [first, a],
      [second, b],
    ] as const) {
      const { data, error } = await who.client
        .from('inquiries')
        .select('listing_id, email')
        .eq('email', email);
      expect(error).toBeNull();
      expect(data).toEqual([{ listing_id: own.id, email }]);
    }
    const { data } = await anon.from('inquiries').select('id').eq('email', email);
    expect(data).toEqual([]);
  });
});
