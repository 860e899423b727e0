import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import {
  listingsBookedOn,
  selectListingsPage,
} from '../src/features/listings/api/select-listings-page.ts';
import { anonClient, newUserClient, serviceClient, signedInClient } from './helpers.ts';

/**
 * "Check your date" (#31) as the database enforces it: only a listing's owner marks, clears and
 * reads its dates (with their private notes); admins read; anon and other vendors read nothing
 * from the table; listing_availability() tells anyone free / limited / booked for today or later,
 * for published listings only, and never a note.
 */
const REFERENCE = JSON.parse(
  readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8'),
) as { businessCategories: Record<string, string> };
const PHOTOGRAPHY = REFERENCE.businessCategories.photography!;

let service: SupabaseClient;
let admin: SupabaseClient;
beforeAll(async () => {
  service = serviceClient();
  admin = (await signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).client;
});

function isoDay(offsetDays: number) {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

async function member(label: string) {
  const person = await newUserClient(label);
  const joined = await service
    .from('vendor_members')
    .insert({ user_id: person.userId, status: 'active' });
  if (joined.error) throw joined.error;
  return person;
}

async function listingOf(vendor: { userId: string }, status: 'draft' | 'published') {
  const urlName = `dates-${randomUUID().slice(0, 12)}`;
  const created = await service
    .from('listings')
    .insert({
      name: `Dates ${urlName}`,
      url_name: urlName,
      business_category_id: PHOTOGRAPHY,
      owner_id: vendor.userId,
      status,
    })
    .select('id')
    .single();
  if (created.error) throw created.error;
  return created.data.id as string;
}

describe('listing dates', () => {
  it('only the owner writes and clears; the database stamps the times', async () => {
    const owner = await member('dates-owner');
    const other = await member('dates-other');
    const id = await listingOf(owner, 'published');
    const day = isoDay(30);

    const marked = await owner.client.rpc('set_listing_dates', {
      p_listing_id: id,
      p_from: day,
      p_to: isoDay(32),
      p_state: 'booked',
      p_note: 'The Silva wedding',
    });
    expect(marked.error).toBeNull();
    expect(marked.data).toBe(3);

    const theirs = await other.client.rpc('set_listing_dates', {
      p_listing_id: id,
      p_from: day,
      p_to: day,
      p_state: 'limited',
    });
    expect(theirs.error?.code).toBe('42501');
    const anonWrite = await anonClient().rpc('set_listing_dates', {
      p_listing_id: id,
      p_from: day,
      p_to: day,
      p_state: 'limited',
    });
    expect(anonWrite.error).not.toBeNull();

    // Straight to the table: refused for others, and the owner cannot set the times.
    const direct = await other.client
      .from('listing_dates')
      .insert({ listing_id: id, day: isoDay(40), state: 'booked' });
    expect(direct.error?.code).toBe('42501');
    const adminWrite = await admin
      .from('listing_dates')
      .insert({ listing_id: id, day: isoDay(41), state: 'booked' });
    expect(adminWrite.error?.code).toBe('42501');
    const anonDirect = await anonClient()
      .from('listing_dates')
      .insert({ listing_id: id, day: isoDay(42), state: 'booked' });
    expect(anonDirect.error).not.toBeNull();
    const ownDirect = await owner.client
      .from('listing_dates')
      .insert({
        listing_id: id,
        day: isoDay(43),
        state: 'limited',
        created_at: '2000-01-01T00:00:00Z',
      })
      .select('created_at')
      .single();
    expect(ownDirect.error).toBeNull();
    expect(new Date(ownDirect.data!.created_at as string).getUTCFullYear()).toBeGreaterThan(2000);

    const othersClear = await other.client.rpc('clear_listing_dates', {
      p_listing_id: id,
      p_from: day,
      p_to: day,
    });
    expect(othersClear.error?.code).toBe('42501');
    const othersDelete = await other.client
      .from('listing_dates')
      .delete()
      .eq('listing_id', id)
      .select('day');
    expect(othersDelete.data ?? []).toEqual([]);

    const cleared = await owner.client.rpc('clear_listing_dates', {
      p_listing_id: id,
      p_from: isoDay(31),
      p_to: isoDay(31),
    });
    expect(cleared.data).toBe(1);
    const left = await service
      .from('listing_dates')
      .select('day,state')
      .eq('listing_id', id)
      .order('day');
    expect(left.data).toEqual([
      { day, state: 'booked' },
      { day: isoDay(32), state: 'booked' },
      { day: isoDay(43), state: 'limited' },
    ]);
  });

  it('refuses past days, long ranges, unknown states and long notes', async () => {
    const owner = await member('dates-rules');
    const id = await listingOf(owner, 'published');
    const call = (p_from: string, p_to: string, p_state: string, p_note?: string) =>
      owner.client.rpc('set_listing_dates', { p_listing_id: id, p_from, p_to, p_state, p_note });
    expect((await call(isoDay(-1), isoDay(1), 'booked')).error?.code).toBe('22023');
    expect((await call(isoDay(1), isoDay(400), 'booked')).error?.code).toBe('22023');
    expect((await call(isoDay(2), isoDay(1), 'booked')).error?.code).toBe('22023');
    expect((await call(isoDay(1), isoDay(1), 'free')).error?.code).toBe('22023');
    expect((await call(isoDay(1), isoDay(1), 'booked', 'x'.repeat(501))).error?.code).toBe('23514');
  });

  it('notes are read by the owner and admins only', async () => {
    const owner = await member('dates-notes');
    const other = await member('dates-notes-other');
    const id = await listingOf(owner, 'published');
    const day = isoDay(10);
    await owner.client.rpc('set_listing_dates', {
      p_listing_id: id,
      p_from: day,
      p_to: day,
      p_state: 'limited',
      p_note: 'Only the morning',
    });

    const own = await owner.client
      .from('listing_dates')
      .select('day,state,note')
      .eq('listing_id', id);
    expect(own.data).toEqual([{ day, state: 'limited', note: 'Only the morning' }]);
    const byAdmin = await admin.from('listing_dates').select('note').eq('listing_id', id);
    expect(byAdmin.data).toEqual([{ note: 'Only the morning' }]);

    const byOther = await other.client
      .from('listing_dates')
      .select('day,state,note')
      .eq('listing_id', id);
    expect(byOther.data ?? []).toEqual([]);
    const byAnon = await anonClient()
      .from('listing_dates')
      .select('day,state,note')
      .eq('listing_id', id);
    expect(byAnon.data ?? []).toEqual([]);

    // The public function answers the state only.
    const pub = await anonClient().rpc('listing_availability', { p_listing_ids: [id], p_day: day });
    expect(pub.error).toBeNull();
    expect(pub.data).toEqual([{ listing_id: id, state: 'limited' }]);
    expect(JSON.stringify(pub.data)).not.toContain('morning');
  });

  it('anon reads free, limited or booked for today or later, of published listings only', async () => {
    const owner = await member('dates-public');
    const shown = await listingOf(owner, 'published');
    const freeOne = await listingOf(owner, 'published');
    const draft = await listingOf(owner, 'draft');
    const today = isoDay(0);
    const day = isoDay(20);
    for (const id of [shown, draft]) {
      const marked = await service.from('listing_dates').insert([
        { listing_id: id, day, state: 'booked', note: 'private' },
        { listing_id: id, day: today, state: 'limited' },
        { listing_id: id, day: isoDay(-3), state: 'booked' },
      ]);
      expect(marked.error).toBeNull();
    }

    const anon = anonClient();
    const on = async (p_day: string) => {
      const { data, error } = await anon.rpc('listing_availability', {
        p_listing_ids: [shown, freeOne, draft, randomUUID()],
        p_day,
      });
      expect(error).toBeNull();
      return [...(data as { listing_id: string; state: string }[])].sort((a, b) =>
        a.listing_id === shown ? -1 : b.listing_id === shown ? 1 : 0,
      );
    };
    expect(await on(day)).toEqual([
      { listing_id: shown, state: 'booked' },
      { listing_id: freeOne, state: 'free' },
    ]);
    expect(await on(today)).toEqual([
      { listing_id: shown, state: 'limited' },
      { listing_id: freeOne, state: 'free' },
    ]);
    // A past day says nothing at all.
    expect(await on(isoDay(-3))).toEqual([]);

    // A suspended member's listings leave the answer too.
    const suspended = await service
      .from('vendor_members')
      .update({ status: 'suspended', status_reason: 'Test' })
      .eq('user_id', owner.userId);
    expect(suspended.error).toBeNull();
    expect(await on(day)).toEqual([]);
  });

  it('the directory leaves out the listings booked on a day, and counts only those shown', async () => {
    const owner = await member('dates-directory');
    // A word of letters only, so the name search matches these three listings and nothing else.
    const word = `Libre${Array.from({ length: 10 }, () =>
      String.fromCharCode(97 + Math.floor(Math.random() * 26)),
    ).join('')}`;
    const ids: Record<'booked' | 'limited' | 'free' | 'draft', string> = {
      booked: '',
      limited: '',
      free: '',
      draft: '',
    };
    for (const key of Object.keys(ids) as (keyof typeof ids)[]) {
      const created = await service
        .from('listings')
        .insert({
          name: `${word} ${key}`,
          url_name: `${word.toLowerCase()}-${key}`,
          business_category_id: PHOTOGRAPHY,
          owner_id: owner.userId,
          status: key === 'draft' ? 'draft' : 'published',
        })
        .select('id')
        .single();
      if (created.error) throw created.error;
      ids[key] = created.data.id as string;
    }
    const day = isoDay(30);
    const marked = await service.from('listing_dates').insert([
      { listing_id: ids.booked, day, state: 'booked', note: 'private' },
      { listing_id: ids.limited, day, state: 'limited' },
      { listing_id: ids.draft, day, state: 'booked' },
    ]);
    expect(marked.error).toBeNull();

    const anon = anonClient();
    // Only shown listings, only booked, only that day; a past day answers nothing.
    const booked = await listingsBookedOn(anon, day);
    expect(booked).toContain(ids.booked);
    expect(booked).not.toContain(ids.limited);
    expect(booked).not.toContain(ids.draft);
    expect(await listingsBookedOn(anon, isoDay(31))).not.toContain(ids.booked);
    expect(await listingsBookedOn(anon, isoDay(-2))).toEqual([]);
    const far = await anon.rpc('listings_booked_on', { p_day: isoDay(4000) });
    expect(far.error?.code).toBe('22023');

    const page = async (leaveOut: readonly string[]) => {
      const { data, error, count } = await selectListingsPage(
        anon,
        { q: word, freeOn: day },
        leaveOut,
      );
      expect(error).toBeNull();
      return { names: (data ?? []).map((row) => row.name).sort(), count };
    };
    expect(await page([])).toEqual({
      names: [`${word} booked`, `${word} free`, `${word} limited`],
      count: 3,
    });
    expect(await page(booked)).toEqual({
      names: [`${word} free`, `${word} limited`],
      count: 2,
    });
  });
});
