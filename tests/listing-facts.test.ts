import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { LISTINGS } from '../supabase/seed/corpus/listings.ts';
import { selectListingsPage } from '../src/features/listings/api/select-listings-page.ts';
import type { Database } from '../src/types/database.ts';
import { anonClient, newUserClient, serviceClient, signedInClient } from './helpers.ts';

/**
 * What vendors say about themselves (#31) as the database holds it: a vendor writes the facts of
 * a draft; on a live listing they wait in listing_changes until an admin approves; anon reads them
 * on published listings only; the check constraints refuse what is not a price, a currency, a
 * language or a number of guests; the directory's "up to" and "seats at least" keep the right rows.
 */
const REFERENCE = JSON.parse(
  readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8'),
) as { businessCategories: Record<string, string> };
const PHOTOGRAPHY = REFERENCE.businessCategories.photography!;
const VENUE = REFERENCE.businessCategories.venue!;

const FACTS =
  'price_from,price_currency,price_on_request,languages,capacity_seated,capacity_standing,setting,rooms_on_site';

let service: SupabaseClient;
let admin: SupabaseClient;
let vendor: { client: SupabaseClient; userId: string };
beforeAll(async () => {
  service = serviceClient();
  admin = (await signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).client;
  vendor = await newUserClient('facts-vendor');
  const joined = await service
    .from('vendor_members')
    .insert({ user_id: vendor.userId, status: 'active' });
  if (joined.error) throw joined.error;
});

/** A draft of the vendor's own; its name carries a word unique to the test (for the filters). */
async function draft(fields: Record<string, unknown> = {}, category = PHOTOGRAPHY) {
  const urlName = `facts-${randomUUID().slice(0, 12)}`;
  const created = await vendor.client
    .from('listings')
    .insert({
      name: `Facts ${urlName}`,
      url_name: urlName,
      business_category_id: category,
      owner_id: vendor.userId,
      ...fields,
    })
    .select('id')
    .single();
  if (created.error) throw created.error;
  return created.data.id as string;
}

async function publish(id: string) {
  const published = await service.from('listings').update({ status: 'published' }).eq('id', id);
  if (published.error) throw published.error;
}

const publicFacts = (id: string) =>
  anonClient().from('listings').select(FACTS).eq('id', id).maybeSingle();

describe('listing facts', () => {
  it('a vendor writes the facts of a draft; anon reads them once the listing is published', async () => {
    const id = await draft();
    const written = await vendor.client
      .from('listings')
      .update({
        price_from: 2400,
        price_currency: 'GBP',
        languages: ['en', 'fr'],
        capacity_seated: 120,
        capacity_standing: 200,
        setting: 'indoor_outdoor',
        rooms_on_site: 14,
      })
      .eq('id', id)
      .select(FACTS)
      .single();
    expect(written.error).toBeNull();
    expect(written.data).toEqual({
      price_from: 2400,
      price_currency: 'GBP',
      price_on_request: false,
      languages: ['en', 'fr'],
      capacity_seated: 120,
      capacity_standing: 200,
      setting: 'indoor_outdoor',
      rooms_on_site: 14,
    });

    expect((await publicFacts(id)).data).toBeNull();
    await publish(id);
    const shown = await publicFacts(id);
    expect(shown.error).toBeNull();
    expect(shown.data).toMatchObject({
      price_from: 2400,
      price_currency: 'GBP',
      languages: ['en', 'fr'],
    });
  });

  it("a live listing's facts wait for review, show in the change, and go live on approval", async () => {
    const id = await draft({ price_from: 900, languages: ['it'] });
    await publish(id);

    const direct = await vendor.client.from('listings').update({ price_from: 1 }).eq('id', id);
    expect(direct.error?.message).toMatch(/sent for review/);

    const proposed = await vendor.client.from('listing_changes').upsert({
      listing_id: id,
      changes: { price_from: null, price_on_request: true, languages: ['it', 'en'] },
    });
    expect(proposed.error).toBeNull();
    // The public still reads the approved facts.
    expect((await publicFacts(id)).data).toMatchObject({
      price_from: 900,
      price_on_request: false,
      languages: ['it'],
    });
    // The admin's review reads the change beside the live row.
    const review = await admin
      .from('listing_changes')
      .select('changes,listing:listings(price_from,languages)')
      .eq('listing_id', id)
      .single();
    expect(review.data).toMatchObject({
      changes: { price_on_request: true, languages: ['it', 'en'] },
      listing: { price_from: 900, languages: ['it'] },
    });

    expect((await admin.rpc('approve_listing_changes', { listing_id: id })).error).toBeNull();
    expect((await publicFacts(id)).data).toMatchObject({
      price_from: null,
      price_on_request: true,
      languages: ['it', 'en'],
    });
  });

  it('refuses a change that breaks the rules over the live row, with the reason in words', async () => {
    const id = await draft({ price_on_request: true });
    await publish(id);
    const priced = await vendor.client
      .from('listing_changes')
      .upsert({ listing_id: id, changes: { price_from: 500 } });
    expect(priced.error?.message).toMatch(/on request has no starting amount/);
    const language = await vendor.client
      .from('listing_changes')
      .upsert({ listing_id: id, changes: { languages: ['english'] } });
    expect(language.error?.message).toMatch(/two-letter codes/);
    const unknownKey = await vendor.client
      .from('listing_changes')
      .upsert({ listing_id: id, changes: { price_tier: '$$', status: 'draft' } });
    expect(unknownKey.error?.message).toMatch(/cannot set status/);
    // Both at once is a fine change.
    const fine = await vendor.client.from('listing_changes').upsert({
      listing_id: id,
      changes: { price_on_request: false, price_from: 500, price_currency: 'CHF' },
    });
    expect(fine.error).toBeNull();
  });

  it.each([
    ['a negative price', { price_from: -1 }],
    ['a price over the maximum', { price_from: 10_000_001 }],
    ['a currency that is no code', { price_currency: 'eur' }],
    ['a price and on request', { price_from: 100, price_on_request: true }],
    ['a language that is no code', { languages: ['EN'] }],
    ['thirteen languages', { languages: 'abcdefghijklm'.split('').map((c) => `${c}${c}`) }],
    ['negative seats', { capacity_seated: -5 }],
    ['a crowd beyond the maximum', { capacity_standing: 100_001 }],
    ['an unknown setting', { setting: 'underwater' }],
    ['too many rooms', { rooms_on_site: 1001 }],
  ])('the constraints refuse %s', async (_label, fields) => {
    const id = await draft();
    const refused = await vendor.client.from('listings').update(fields).eq('id', id);
    expect(refused.error?.code).toBe('23514');
  });

  it('"up to" keeps priced listings in euros at most the amount; "seats at least" keeps venues seating that many', async () => {
    const word = `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const make = async (suffix: string, fields: Record<string, unknown>, category = VENUE) => {
      const id = await draft({ name: `${word} ${suffix}`, ...fields }, category);
      await publish(id);
      return `${word} ${suffix}`;
    };
    const cheap = await make('cheap', { price_from: 800, capacity_seated: 60 });
    const dear = await make('dear', { price_from: 9000, capacity_seated: 250 });
    await make('asked', { price_on_request: true, capacity_seated: 300 });
    await make('pounds', { price_from: 700, price_currency: 'GBP' });
    const hidden = await draft({ name: `${word} draft`, price_from: 100, capacity_seated: 400 });
    expect(hidden).toBeTruthy();

    const names = async (filters: Parameters<typeof selectListingsPage>[1]) => {
      const { data, error } = await selectListingsPage(anonClient() as SupabaseClient<Database>, {
        q: word,
        ...filters,
      });
      if (error) throw error;
      return data.map((row) => row.name).sort();
    };
    expect(await names({ maxPrice: 1000 })).toEqual([cheap]);
    expect(await names({ maxPrice: 10_000 })).toEqual([cheap, dear].sort());
    expect(await names({ minSeated: 200 })).toEqual([`${word} asked`, dear].sort());
    expect(await names({ minSeated: 100, maxPrice: 10_000 })).toEqual([dear]);
    expect(await names({})).toHaveLength(4);
  });

  it('the demo listings say something believable about themselves', async () => {
    const { data, error } = await anonClient()
      .from('listings')
      .select(`url_name,business_category_id,${FACTS}`)
      .in(
        'url_name',
        LISTINGS.map((listing) => listing.urlName),
      );
    if (error) throw error;
    const demo = data.filter((row) => row.languages.length > 0);
    expect(demo.length).toBeGreaterThan(40);
    for (const row of demo) expect(row.languages, row.url_name).toContain('en');
    const venues = demo.filter((row) => row.business_category_id === VENUE);
    expect(venues.length).toBeGreaterThan(5);
    for (const venue of venues) {
      expect(venue.capacity_seated, venue.url_name).toBeGreaterThan(0);
      expect(venue.capacity_standing, venue.url_name).toBeGreaterThan(venue.capacity_seated!);
      expect(venue.setting, venue.url_name).not.toBeNull();
    }
    expect(demo.some((row) => row.price_on_request)).toBe(true);
    const euros = demo.filter((row) => row.price_currency === 'EUR' && row.price_from !== null);
    expect(euros.some((row) => row.price_from! <= 2500)).toBe(true);
    expect(demo.some((row) => row.price_currency !== 'EUR')).toBe(true);
  });
});
