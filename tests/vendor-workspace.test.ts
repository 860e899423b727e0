import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { anonClient, newUserClient, serviceClient, signedInClient } from './helpers.ts';

/**
 * The vendor's workspace as the database enforces it: a vendor edits only their own listings and
 * photos; a live listing changes only through review (the public sees the approved version until
 * an admin approves); a suspended member changes nothing; views count once per visitor and day
 * and a burst is ignored; the first answer to an inquiry is timed by the database; listing media
 * go only into the listing's own folder, as images or the allowed videos, within the size limit.
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

async function member(label: string) {
  const person = await newUserClient(label);
  const joined = await service
    .from('vendor_members')
    .insert({ user_id: person.userId, status: 'active' });
  if (joined.error) throw joined.error;
  return person;
}

/** A draft listing the vendor creates themselves, with one photo. */
async function draftOf(vendor: { client: SupabaseClient; userId: string }, name = 'Studio') {
  const urlName = `ws-${randomUUID().slice(0, 12)}`;
  const created = await vendor.client
    .from('listings')
    .insert({
      name: `${name} ${urlName}`,
      url_name: urlName,
      business_category_id: PHOTOGRAPHY,
      owner_id: vendor.userId,
      description: 'The approved words.',
      city: 'Lisbon',
      country: 'Portugal',
    })
    .select('id')
    .single();
  if (created.error) throw created.error;
  const id = created.data.id as string;
  const photo = await vendor.client.from('listing_photos').insert({
    listing_id: id,
    url: `listings/${id}/one.webp`,
    alt: 'The first photo',
    position: 0,
  });
  if (photo.error) throw photo.error;
  return id;
}

async function publish(listingId: string) {
  const published = await service
    .from('listings')
    .update({ status: 'published' })
    .eq('id', listingId);
  if (published.error) throw published.error;
}

describe('listings and photos', () => {
  it('a vendor edits only their own listings and photos', async () => {
    const ana = await member('ws-owner');
    const other = await member('ws-other');
    const id = await draftOf(ana);

    const mine = await ana.client
      .from('listings')
      .update({ description: 'Edited by the owner.' })
      .eq('id', id)
      .select('description');
    expect(mine.data).toEqual([{ description: 'Edited by the owner.' }]);

    const theirs = await other.client
      .from('listings')
      .update({ description: 'Vandalised' })
      .eq('id', id)
      .select('id');
    expect(theirs.data ?? []).toEqual([]);
    const photo = await other.client
      .from('listing_photos')
      .insert({ listing_id: id, url: 'listings/x/evil.webp', alt: 'Not mine', position: 5 });
    expect(photo.error).not.toBeNull();
    const relabel = await other.client
      .from('listing_photos')
      .update({ alt: 'Changed' })
      .eq('listing_id', id)
      .select('id');
    expect(relabel.data ?? []).toEqual([]);
    const stored = await service.from('listings').select('description').eq('id', id).single();
    expect(stored.data?.description).toBe('Edited by the owner.');
  });

  it('asks for alt text on every photo before a listing goes to review', async () => {
    const ana = await member('ws-alt');
    const id = await draftOf(ana);
    const untitled = await ana.client
      .from('listing_photos')
      .insert({ listing_id: id, url: `listings/${id}/two.webp`, alt: '', position: 1 });
    expect(untitled.error).toBeNull();
    const submitted = await ana.client.from('listings').update({ status: 'pending' }).eq('id', id);
    expect(submitted.error?.message).toMatch(/Every photo needs alt text/);
    await ana.client
      .from('listing_photos')
      .update({ alt: 'The second photo' })
      .eq('listing_id', id)
      .eq('position', 1);
    expect(
      (await ana.client.from('listings').update({ status: 'pending' }).eq('id', id)).error,
    ).toBeNull();
  });
});

describe('a draft’s gallery', () => {
  it('is replaced whole and in order by its owner, and by no one else', async () => {
    const ana = await member('ws-gallery');
    const other = await member('ws-gallery-other');
    const id = await draftOf(ana);
    const photos = [
      { url: `listings/${id}/b.webp`, alt: 'Second, now first' },
      { url: `listings/${id}/a.webp`, alt: '' },
    ];
    expect(
      (await ana.client.rpc('replace_listing_photos', { listing_id: id, photos })).error,
    ).toBeNull();
    const rows = async () =>
      (
        await service
          .from('listing_photos')
          .select('url, alt, position')
          .eq('listing_id', id)
          .order('position')
      ).data;
    expect(await rows()).toEqual([
      { url: `listings/${id}/b.webp`, alt: 'Second, now first', position: 0 },
      { url: `listings/${id}/a.webp`, alt: '', position: 1 },
    ]);
    const stranger = await other.client.rpc('replace_listing_photos', {
      listing_id: id,
      photos: [{ url: 'listings/x/evil.webp', alt: 'Not mine' }],
    });
    expect(stranger.error).not.toBeNull();
    expect(await rows()).toHaveLength(2);
    await publish(id);
    const live = await ana.client.rpc('replace_listing_photos', { listing_id: id, photos: [] });
    expect(live.error?.message).toMatch(/sent for review/);
    expect(await rows()).toHaveLength(2);
  });
});

describe('a gallery saved again', () => {
  it('keeps the photos that stayed (their rows), and writes only what changed', async () => {
    const ana = await member('ws-gallery-kept');
    const id = await draftOf(ana);
    const url = (name: string) => `listings/${id}/${name}.webp`;
    const save = async (photos: { url: string; alt: string }[]) => {
      const saved = await ana.client.rpc('replace_listing_photos', { listing_id: id, photos });
      expect(saved.error).toBeNull();
      return (
        await service
          .from('listing_photos')
          .select('id, url, alt, position, updated_at')
          .eq('listing_id', id)
          .order('position')
      ).data as { id: string; url: string; alt: string; position: number; updated_at: string }[];
    };
    const first = await save([
      { url: url('one'), alt: 'The first photo' },
      { url: url('two'), alt: 'The second photo' },
      { url: url('three'), alt: 'The third photo' },
    ]);
    const idOf = (rows: typeof first, name: string) =>
      rows.find((row) => row.url === url(name))?.id;

    // The same gallery again: not a row written.
    expect(await save(first.map(({ url: photoUrl, alt }) => ({ url: photoUrl, alt })))).toEqual(
      first,
    );

    // One photo out, one in, one moved with new words: the others keep their rows.
    const second = await save([
      { url: url('three'), alt: 'The third photo, now first' },
      { url: url('one'), alt: 'The first photo' },
      { url: url('four'), alt: 'A new photo' },
    ]);
    expect(second.map((row) => [row.url, row.alt, row.position])).toEqual([
      [url('three'), 'The third photo, now first', 0],
      [url('one'), 'The first photo', 1],
      [url('four'), 'A new photo', 2],
    ]);
    expect(idOf(second, 'three')).toBe(idOf(first, 'three'));
    expect(idOf(second, 'one')).toBe(idOf(first, 'one'));
    expect(second.map((row) => row.id)).not.toContain(idOf(first, 'two'));
  });
});

describe('a live listing taken down', () => {
  it('by its vendor, to a draft and back to review, and nothing else with it', async () => {
    const ana = await member('ws-take-down');
    const id = await draftOf(ana);
    await publish(id);
    const status = async () =>
      (await service.from('listings').select('status').eq('id', id).single()).data?.status;

    // Taking it down is no content change, whatever the database derives from the row.
    const down = await ana.client.from('listings').update({ status: 'draft' }).eq('id', id);
    expect(down.error).toBeNull();
    expect(await status()).toBe('draft');
    expect(
      (await anonClient().from('listings').select('id').eq('id', id)).data,
      'a draft is not public',
    ).toEqual([]);

    const back = await ana.client.from('listings').update({ status: 'pending' }).eq('id', id);
    expect(back.error).toBeNull();
    expect(await status()).toBe('pending');

    // Live again; a take-down that carries an edit is still an edit, and waits for review.
    await publish(id);
    const sneaked = await ana.client
      .from('listings')
      .update({ status: 'archived', description: 'Sneaked in on the way out.' })
      .eq('id', id);
    expect(sneaked.error?.message).toMatch(/sent for review/);
    expect(await status()).toBe('published');
    const archived = await ana.client.from('listings').update({ status: 'archived' }).eq('id', id);
    expect(archived.error).toBeNull();
    expect(await status()).toBe('archived');
  });
});

describe('web addresses', () => {
  it('says whether one is free, drafts included, and only to signed-in people', async () => {
    const ana = await member('ws-url');
    const other = await member('ws-url-other');
    const theirs = await draftOf(other);
    const taken = (await service.from('listings').select('url_name').eq('id', theirs).single())
      .data!.url_name as string;
    const ask = (client: SupabaseClient, urlName: string, listingId: string) =>
      client.rpc('listing_url_name_available', { url_name: urlName, listing_id: listingId });
    const none = '00000000-0000-0000-0000-000000000000';

    expect((await ask(ana.client, taken, none)).data).toBe(false);
    expect((await ask(other.client, taken, theirs)).data).toBe(true);
    expect((await ask(ana.client, `free-${randomUUID().slice(0, 8)}`, none)).data).toBe(true);
    expect((await ask(anonClient(), taken, none)).error).not.toBeNull();
  });
});

describe('reviewed edits of a live listing', () => {
  it('keep the approved version public until an admin approves, then swap at once', async () => {
    const ana = await member('ws-live');
    const id = await draftOf(ana);
    await publish(id);

    // The live row cannot be edited in place, nor its gallery.
    const direct = await ana.client
      .from('listings')
      .update({ description: 'Sneaked in.' })
      .eq('id', id);
    expect(direct.error?.message).toMatch(/sent for review/);
    const photo = await ana.client
      .from('listing_photos')
      .update({ alt: 'Sneaked' })
      .eq('listing_id', id);
    expect(photo.error?.message).toMatch(/sent for review/);

    // The changes wait beside it; the database owns their state, whatever the vendor sends.
    const proposed = await ana.client.from('listing_changes').upsert({
      listing_id: id,
      changes: {
        description: 'The new words.',
        photos: [
          { url: `listings/${id}/two.webp`, alt: 'Now first' },
          { url: `listings/${id}/one.webp`, alt: 'Now second' },
        ],
      },
      status: 'changes_requested',
      reviewed_at: '2020-01-01T00:00:00Z',
    });
    expect(proposed.error).toBeNull();
    const waiting = await ana.client
      .from('listing_changes')
      .select('status, reviewed_at')
      .eq('listing_id', id)
      .single();
    expect(waiting.data).toEqual({ status: 'pending', reviewed_at: null });

    const publicView = async () =>
      anonClient()
        .from('listings')
        .select('description, photos:listing_photos(url, alt, position)')
        .eq('id', id)
        .single();
    expect((await publicView()).data?.description).toBe('The approved words.');
    expect((await anonClient().from('listing_changes').select('listing_id')).data ?? []).toEqual(
      [],
    );

    // A vendor cannot approve their own changes.
    expect(
      (await ana.client.rpc('approve_listing_changes', { listing_id: id })).error,
    ).not.toBeNull();
    expect((await publicView()).data?.description).toBe('The approved words.');

    expect((await admin.rpc('approve_listing_changes', { listing_id: id })).error).toBeNull();
    const after = (await publicView()).data!;
    expect(after.description).toBe('The new words.');
    expect(
      [...after.photos].sort((a, b) => a.position - b.position).map((p) => [p.url, p.alt]),
    ).toEqual([
      [`listings/${id}/two.webp`, 'Now first'],
      [`listings/${id}/one.webp`, 'Now second'],
    ]);
    expect((await service.from('listing_changes').select('*').eq('listing_id', id)).data).toEqual(
      [],
    );
  });

  it('an admin asks for changes with a reason the vendor reads; a change cannot rename the page', async () => {
    const ana = await member('ws-ask');
    const id = await draftOf(ana);
    await publish(id);
    expect(
      (
        await ana.client
          .from('listing_changes')
          .insert({ listing_id: id, changes: { url_name: 'a-new-address' } })
      ).error?.message,
    ).toMatch(/cannot set url_name/);
    expect(
      (
        await ana.client
          .from('listing_changes')
          .insert({ listing_id: id, changes: { description: 'Brand new.' } })
      ).error,
    ).toBeNull();

    const noReason = await admin
      .from('listing_changes')
      .update({ status: 'changes_requested' })
      .eq('listing_id', id);
    expect(noReason.error?.message).toMatch(/Say what needs to change/);
    const asked = await admin
      .from('listing_changes')
      .update({ status: 'changes_requested', reason: 'Please add your city to the text.' })
      .eq('listing_id', id);
    expect(asked.error).toBeNull();
    const seen = await ana.client
      .from('listing_changes')
      .select('status, reason, reviewed_by')
      .eq('listing_id', id)
      .single();
    expect(seen.data).toMatchObject({
      status: 'changes_requested',
      reason: 'Please add your city to the text.',
    });
    expect(seen.data?.reviewed_by).toBeTruthy();
  });
});

describe('a suspended member', () => {
  it('can change nothing', async () => {
    const vendor = await member('ws-suspended');
    const draft = await draftOf(vendor);
    const live = await draftOf(vendor);
    await publish(live);
    expect(
      (
        await service
          .from('vendor_members')
          .update({ status: 'suspended', status_reason: 'Held for review.' })
          .eq('user_id', vendor.userId)
      ).error,
    ).toBeNull();

    const edit = await vendor.client
      .from('listings')
      .update({ description: 'While suspended' })
      .eq('id', draft)
      .select('id');
    expect(edit.data ?? []).toEqual([]);
    const created = await vendor.client.from('listings').insert({
      name: 'While suspended',
      url_name: `ws-${randomUUID().slice(0, 12)}`,
      business_category_id: PHOTOGRAPHY,
      owner_id: vendor.userId,
    });
    expect(created.error).not.toBeNull();
    const change = await vendor.client
      .from('listing_changes')
      .insert({ listing_id: live, changes: { description: 'While suspended' } });
    expect(change.error).not.toBeNull();
    const upload = await vendor.client.storage
      .from('media')
      .upload(`listings/${draft}/suspended.webp`, new Uint8Array([1, 2, 3]), {
        contentType: 'image/webp',
      });
    expect(upload.error).not.toBeNull();
  });
});

describe('views', () => {
  it('count one per visitor per day, and ignore a burst', async () => {
    const ana = await member('ws-views');
    const id = await draftOf(ana);
    const visitor = randomUUID();

    // Not counted while unpublished.
    expect((await anonClient().rpc('record_listing_view', { listing_id: id, visitor })).data).toBe(
      false,
    );
    await publish(id);

    const counted: unknown[] = [];
    for (let view = 0; view < 5; view += 1)
      counted.push(
        (await anonClient().rpc('record_listing_view', { listing_id: id, visitor })).data,
      );
    expect(counted).toEqual([true, false, false, false, false]);
    expect(
      (await anonClient().rpc('record_listing_view', { listing_id: id, visitor: 'short' })).data,
    ).toBe(false);
    // The owner looking at their own page does not count.
    expect(
      (await ana.client.rpc('record_listing_view', { listing_id: id, visitor: randomUUID() })).data,
    ).toBe(false);

    // A loop of made-up visitors meets the per-minute bound.
    const burst = await Promise.all(
      Array.from({ length: 45 }, () =>
        anonClient().rpc('record_listing_view', { listing_id: id, visitor: randomUUID() }),
      ),
    );
    expect(burst.filter((answer) => answer.data === true).length).toBeLessThanOrEqual(29);

    const stats = await ana.client.rpc('my_listing_stats');
    const row = (stats.data as { listing_id: string; views_7: number; views_30: number }[]).find(
      (entry) => entry.listing_id === id,
    );
    expect(row?.views_7).toBe(30);
    expect(row?.views_30).toBe(30);
    // Nobody reads the raw counts but the owner and admins; nobody reads who was counted.
    expect(
      (await anonClient().from('listing_view_days').select('*').eq('listing_id', id)).data ?? [],
    ).toEqual([]);
    expect(
      (await ana.client.from('listing_view_marks').select('*').eq('listing_id', id)).data ?? [],
    ).toEqual([]);
  });
});

describe('inquiries', () => {
  it('time the first answer in the database and show the median once three were answered', async () => {
    const ana = await member('ws-inbox');
    const id = await draftOf(ana);
    await publish(id);
    for (let couple = 0; couple < 4; couple += 1) {
      const sent = await anonClient()
        .from('inquiries')
        .insert({
          listing_id: id,
          name: `Couple ${couple}`,
          email: `couple-${couple}@example.com`,
          message: 'Are you free next June?',
        });
      expect(sent.error).toBeNull();
    }
    const inbox = await ana.client
      .from('inquiries')
      .select('id, status, first_replied_at')
      .eq('listing_id', id)
      .order('created_at');
    expect(inbox.data).toHaveLength(4);
    const [first, second, third, fourth] = inbox.data!.map((row) => row.id as string);

    // The vendor moves the status and marks it read; the answer's time is the database's.
    const replied = await ana.client
      .from('inquiries')
      .update({
        status: 'replied',
        read_at: new Date().toISOString(),
        first_replied_at: '2020-01-01T00:00:00Z',
      })
      .eq('id', first!)
      .select('status, first_replied_at')
      .single();
    expect(replied.data?.status).toBe('replied');
    expect(new Date(replied.data!.first_replied_at as string).getFullYear()).toBeGreaterThan(2020);
    const rewrite = await ana.client
      .from('inquiries')
      .update({ message: 'Edited by the vendor' })
      .eq('id', second!);
    expect(rewrite.error?.message).toMatch(/only change the status/);

    const publicTime = () =>
      anonClient()
        .from('listing_response_times')
        .select('median_seconds, answered')
        .eq('listing_id', id);
    await ana.client.from('inquiries').update({ status: 'booked' }).eq('id', second!);
    expect((await publicTime()).data).toEqual([]);
    await ana.client.from('inquiries').update({ status: 'spam' }).eq('id', fourth!);
    expect((await publicTime()).data).toEqual([]);
    await ana.client.from('inquiries').update({ status: 'declined' }).eq('id', third!);
    const shown = (await publicTime()).data!;
    expect(shown).toHaveLength(1);
    expect(shown[0]!.answered).toBe(3);
    expect(shown[0]!.median_seconds).toBeGreaterThanOrEqual(0);
    expect(shown[0]!.median_seconds).toBeLessThan(600);

    const mine = await ana.client.rpc('my_response_time');
    expect(mine.data).toMatchObject({ answered: 3 });
    const stats = await ana.client.rpc('my_listing_stats');
    expect(
      (stats.data as { listing_id: string; inquiries_30: number }[]).find(
        (entry) => entry.listing_id === id,
      )?.inquiries_30,
    ).toBe(3);
  });
});

describe('listing media in storage', () => {
  it('go only into the listing’s own folder, as images or allowed videos, within the limit', async () => {
    const ana = await member('ws-media');
    const other = await member('ws-media-other');
    const mine = await draftOf(ana);
    const theirs = await draftOf(other);
    const upload = (client: SupabaseClient, path: string, body: Uint8Array, contentType: string) =>
      client.storage.from('media').upload(path, body, { contentType, upsert: false });
    const image = new Uint8Array([82, 73, 70, 70, 0, 0, 0, 0, 87, 69, 66, 80]);
    // An MP4's first box (ftyp): the local stack takes a file only as the type its bytes are.
    const film = new Uint8Array([0, 0, 0, 16, 102, 116, 121, 112, 105, 115, 111, 109, 0, 0, 2, 0]);

    expect(
      (await upload(ana.client, `listings/${mine}/a.webp`, image, 'image/webp')).error,
    ).toBeNull();
    expect(
      (await upload(ana.client, `listings/${mine}/clip.mp4`, film, 'video/mp4')).error,
    ).toBeNull();
    expect(
      (await upload(ana.client, `listings/${theirs}/a.webp`, image, 'image/webp')).error,
    ).not.toBeNull();
    expect(
      (await upload(ana.client, `${ana.userId}/a.webp`, image, 'image/webp')).error,
    ).not.toBeNull();
    expect(
      (await upload(ana.client, `listings/${mine}/notes.txt`, image, 'text/plain')).error,
    ).not.toBeNull();
    expect(
      (await upload(ana.client, `listings/${mine}/page.html`, image, 'text/html')).error,
    ).not.toBeNull();
    const oversize = new Uint8Array(50 * 1024 * 1024 + 1);
    expect(
      (await upload(ana.client, `listings/${mine}/huge.webp`, oversize, 'image/webp')).error,
    ).not.toBeNull();

    // Only the owner removes it.
    expect(
      (await other.client.storage.from('media').remove([`listings/${mine}/a.webp`])).data ?? [],
    ).toEqual([]);
    expect(
      (await ana.client.storage.from('media').remove([`listings/${mine}/a.webp`])).data,
    ).toHaveLength(1);
  });
});
