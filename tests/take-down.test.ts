import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { anonClient, serviceClient, signedInClient } from './helpers.ts';
import { liveListing, member } from './vendor-helpers.ts';

/**
 * #41: a vendor takes her live listing down and puts it back. The database decides what putting
 * back does: live at once when neither the listing's fields nor its photos changed since she took
 * it down, else in review. Only she may do either (not another vendor, not a visitor, not while
 * suspended); the two columns that record it are the database's, no browser writes them.
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

async function stateOf(id: string) {
  const { data, error } = await service
    .from('listings')
    .select('status,taken_down_at,changed_since_take_down_at')
    .eq('id', id)
    .single();
  if (error) throw error;
  return data as {
    status: string;
    taken_down_at: string | null;
    changed_since_take_down_at: string | null;
  };
}

const takeDown = (client: SupabaseClient, id: string) =>
  client.rpc('take_down_listing', { listing_id: id });
const putBack = (client: SupabaseClient, id: string) =>
  client.rpc('put_back_listing', { listing_id: id });
const publicRow = async (id: string) =>
  (await anonClient().from('listings').select('id').eq('id', id)).data ?? [];

describe('taking a listing down and putting it back', () => {
  it('unchanged, it is live again at once; nothing else went with it', async () => {
    const ana = await member('td-unchanged');
    const { id, urlName } = await liveListing(ana);

    expect((await takeDown(ana.client, id)).error).toBeNull();
    const down = await stateOf(id);
    expect(down.status).toBe('draft');
    expect(down.taken_down_at).not.toBeNull();
    expect(down.changed_since_take_down_at).toBeNull();
    expect(await publicRow(id), 'visitors no longer see it').toEqual([]);
    expect(
      (await anonClient().rpc('is_archived_page', { p_kind: 'listing', p_key: urlName })).data,
      'not archived: the page answers 404, it may come back',
    ).toBe(false);
    // The owner reads what the database recorded.
    const own = await ana.client
      .from('listings')
      .select('status,taken_down_at,changed_since_take_down_at')
      .eq('id', id)
      .single();
    expect(own.error).toBeNull();
    expect(own.data?.taken_down_at).toBe(down.taken_down_at);
    // Taking down what is already down is refused, and says so.
    expect((await takeDown(ana.client, id)).error?.code).toBe('22023');

    // Saving the editor unchanged is no change (same fields, same gallery).
    const same = await ana.client
      .from('listings')
      .update({ description: 'The approved words.', city: 'Lisbon' })
      .eq('id', id);
    expect(same.error).toBeNull();
    const gallery = await ana.client.rpc('replace_listing_photos', {
      listing_id: id,
      photos: [{ url: `listings/${id}/one.webp`, alt: 'The first photo' }],
    });
    expect(gallery.error).toBeNull();
    expect((await stateOf(id)).changed_since_take_down_at).toBeNull();

    const back = await putBack(ana.client, id);
    expect(back.error).toBeNull();
    expect(back.data).toBe('published');
    expect(await stateOf(id)).toEqual({
      status: 'published',
      taken_down_at: null,
      changed_since_take_down_at: null,
    });
    expect(await publicRow(id)).toEqual([{ id }]);
    // Live again, it cannot be put back twice.
    expect((await putBack(ana.client, id)).error?.code).toBe('22023');
    const photos = await anonClient().from('listing_photos').select('url').eq('listing_id', id);
    expect(photos.data).toEqual([{ url: `listings/${id}/one.webp` }]);
  });

  it('the vendor’s own status update to draft is a take-down too', async () => {
    const ana = await member('td-direct');
    const { id } = await liveListing(ana);
    expect((await ana.client.from('listings').update({ status: 'draft' }).eq('id', id)).error).toBe(
      null,
    );
    expect((await stateOf(id)).taken_down_at).not.toBeNull();
    expect((await putBack(ana.client, id)).data).toBe('published');
  });

  it('changed after the take-down, it goes through review', async () => {
    const ana = await member('td-changed');
    const { id } = await liveListing(ana);
    expect((await takeDown(ana.client, id)).error).toBeNull();
    const edit = await ana.client
      .from('listings')
      .update({ description: 'Words no editor has read.' })
      .eq('id', id);
    expect(edit.error).toBeNull();
    const changed = (await stateOf(id)).changed_since_take_down_at;
    expect(changed).not.toBeNull();
    // Changing it back does not make it approved again.
    await ana.client.from('listings').update({ description: 'The approved words.' }).eq('id', id);
    expect((await stateOf(id)).changed_since_take_down_at).toBe(changed);

    const back = await putBack(ana.client, id);
    expect(back.error).toBeNull();
    expect(back.data).toBe('pending');
    expect(await stateOf(id)).toEqual({
      status: 'pending',
      taken_down_at: null,
      changed_since_take_down_at: null,
    });
    expect(await publicRow(id)).toEqual([]);
  });

  it('a photo added, changed or removed after the take-down is a change', async () => {
    const ana = await member('td-photos');
    for (const change of ['add', 'alt', 'remove'] as const) {
      const { id } = await liveListing(ana);
      expect((await takeDown(ana.client, id)).error).toBeNull();
      const one = { url: `listings/${id}/one.webp`, alt: 'The first photo' };
      const photos =
        change === 'add'
          ? [one, { url: `listings/${id}/two.webp`, alt: 'A second photo' }]
          : change === 'alt'
            ? [{ ...one, alt: 'New words for it' }]
            : [];
      const gallery = await ana.client.rpc('replace_listing_photos', { listing_id: id, photos });
      expect(gallery.error).toBeNull();
      expect((await stateOf(id)).changed_since_take_down_at, change).not.toBeNull();
      expect((await putBack(ana.client, id)).data, change).toBe('pending');
    }
  });

  it('an admin’s archive is not a take-down: the vendor cannot put it back', async () => {
    const ana = await member('td-admin');
    const { id } = await liveListing(ana);
    const archived = await admin.from('listings').update({ status: 'archived' }).eq('id', id);
    expect(archived.error).toBeNull();
    expect((await stateOf(id)).taken_down_at).toBeNull();
    const back = await putBack(ana.client, id);
    expect(back.error?.code).toBe('22023');
    expect((await stateOf(id)).status).toBe('archived');

    // Nor is a draft that was never live.
    const draft = await ana.client
      .from('listings')
      .insert({
        name: 'Never live',
        url_name: `td-${randomUUID().slice(0, 12)}`,
        business_category_id: PHOTOGRAPHY,
        owner_id: ana.userId,
      })
      .select('id')
      .single();
    expect((await putBack(ana.client, draft.data!.id as string)).error?.code).toBe('22023');
  });
});

describe('who may', () => {
  it('only the vendor herself: not another vendor, not a visitor, not while suspended', async () => {
    const ana = await member('td-owner');
    const other = await member('td-other');
    const { id } = await liveListing(ana);

    expect((await takeDown(other.client, id)).error?.code).toBe('42501');
    expect((await takeDown(anonClient(), id)).error).not.toBeNull();
    expect((await stateOf(id)).status).toBe('published');

    expect((await takeDown(ana.client, id)).error).toBeNull();
    expect((await putBack(other.client, id)).error?.code).toBe('42501');
    expect((await putBack(anonClient(), id)).error).not.toBeNull();
    expect((await stateOf(id)).status).toBe('draft');

    const suspended = await service
      .from('vendor_members')
      .update({ status: 'suspended', status_reason: 'Held for review.' })
      .eq('user_id', ana.userId);
    expect(suspended.error).toBeNull();
    expect((await putBack(ana.client, id)).error?.code).toBe('42501');
    expect((await stateOf(id)).status).toBe('draft');

    // And a suspended member cannot take a live listing down either.
    const { id: live } = await liveListing(other);
    await service
      .from('vendor_members')
      .update({ status: 'suspended', status_reason: 'Held for review.' })
      .eq('user_id', other.userId);
    expect((await takeDown(other.client, live)).error?.code).toBe('42501');
    expect((await stateOf(live)).status).toBe('published');
  });

  it('the recorded columns are the database’s: no browser writes them', async () => {
    const ana = await member('td-columns');
    const { id } = await liveListing(ana);
    expect((await takeDown(ana.client, id)).error).toBeNull();
    await ana.client.from('listings').update({ description: 'Changed while down.' }).eq('id', id);
    const before = await stateOf(id);
    expect(before.changed_since_take_down_at).not.toBeNull();

    for (const update of [
      { changed_since_take_down_at: null },
      { taken_down_at: new Date().toISOString() },
      { taken_down_at: null },
    ]) {
      const written = await ana.client.from('listings').update(update).eq('id', id);
      expect(written.error?.code, JSON.stringify(update)).toBe('42501');
    }
    expect(await stateOf(id)).toEqual(before);

    const inserted = await ana.client.from('listings').insert({
      name: 'Born taken down',
      url_name: `td-${randomUUID().slice(0, 12)}`,
      business_category_id: PHOTOGRAPHY,
      owner_id: ana.userId,
      taken_down_at: new Date().toISOString(),
    });
    expect(inserted.error?.code).toBe('42501');
    expect((await putBack(ana.client, id)).data).toBe('pending');
  });
});
