import { createHash, randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { PNG, WEBP, MP4 } from './storage-bytes.ts';
import { anonClient, serviceClient, signedInClient } from './helpers.ts';
import {
  bytesOf,
  draftOf as draftListingOf,
  sweep,
  typeOf,
  upload as uploadAs,
  uploaded as uploadedAs,
  vendor,
  type Person,
} from './storage-fixtures.ts';

/**
 * Issue #40 (E), through supabase-js against the local stack: no file can appear beside approved
 * media (a film's poster, a cover's card size) but an admin's; review-photos take only images of
 * the type they claim, and the uploads a couple abandoned are swept; a name with an empty or dot
 * segment writes nothing (on the local stack it named another object's file).
 */
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const DAY_MS = 86_400_000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

let service: SupabaseClient;
let admin: SupabaseClient;
beforeAll(async () => {
  service = serviceClient();
  admin = (await signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).client;
});

const draftOf = (owner: Person) => draftListingOf(owner, 'ms');
const upload = (client: SupabaseClient, bucket: string, path: string, body: Buffer = WEBP) =>
  uploadAs(client, bucket, path, body);
const uploaded = (client: SupabaseClient, bucket: string, path: string, body: Buffer = WEBP) =>
  uploadedAs(client, bucket, path, body);

/**
 * An upload to exactly `path` (supabase-js folds `//` away before it sends; a caller of the API
 * need not), as `client`'s session or, without one, the service.
 */
async function rawUpload(
  client: SupabaseClient | null,
  bucket: string,
  path: string,
  body: Buffer,
) {
  const session = client ? (await client.auth.getSession()).data.session : null;
  const bearer = session?.access_token ?? inject(client ? 'publishableKey' : 'secretKey');
  const response = await fetch(`${inject('supabaseUrl')}/storage/v1/object/${bucket}/${path}`, {
    method: 'POST',
    headers: {
      apikey: client ? inject('publishableKey') : inject('secretKey'),
      authorization: `Bearer ${bearer}`,
      'content-type': typeOf(body),
    },
    body: new Uint8Array(body),
  });
  return (await response.json()) as { statusCode?: string; message?: string; Key?: string };
}

/** Whether storage.objects has a row of that exact name (the service lists full paths). */
async function objectExists(bucket: string, path: string): Promise<boolean> {
  const folder = path.slice(0, path.lastIndexOf('/'));
  const { data, error } = await service.storage.from(bucket).list(folder, { limit: 1000 });
  if (error) throw error;
  return (data ?? []).some((row) => row.name === path || `${folder}/${row.name}` === path);
}

/** A vendor with a published listing whose cover, film and photo are approved. */
async function publishedListing(label: string) {
  const ana = await vendor(label);
  const id = await draftOf(ana);
  const cover = await uploaded(ana.client, 'media', `listings/${id}/cover-1200.webp`);
  const film = await uploaded(ana.client, 'media', `listings/${id}/film-1.mp4`, MP4);
  const photo = await uploaded(ana.client, 'media', `listings/${id}/photo-1600.webp`);
  const saved = await ana.client
    .from('listings')
    .update({ image_url: cover, video_url: film })
    .eq('id', id);
  if (saved.error) throw saved.error;
  const photos = await ana.client.rpc('replace_listing_photos', {
    listing_id: id,
    photos: [{ url: photo, alt: 'A photo' }],
  });
  if (photos.error) throw photos.error;
  return { ana, id, cover, film, photo };
}

const publish = async (id: string) => {
  const done = await service.from('listings').update({ status: 'published' }).eq('id', id);
  if (done.error) throw done.error;
};

describe('an approved stem is closed', () => {
  it('no new file beside a published listing’s media: not a poster, not a size', async () => {
    const { ana, id } = await publishedListing('ms-siblings');
    // Before approval the vendor may add siblings (the editor uploads a film's poster with it).
    await uploaded(ana.client, 'media', `listings/${id}/cover-800.webp`);
    await publish(id);

    const siblings = [
      `listings/${id}/film-1.webp`,
      `listings/${id}/cover-card.webp`,
      `listings/${id}/cover-1600.webp`,
      `listings/${id}/photo-card.webp`,
      `listings/${id}/photo.jpg`,
    ];
    for (const path of siblings) {
      const body = path.endsWith('.jpg') ? JPEG : WEBP;
      expect((await upload(ana.client, 'media', path, body)).error, path).not.toBeNull();
      expect(await bytesOf('media', path), path).toBeNull();
    }
    // A new stem is the vendor's as before; an admin may still add a sibling.
    expect((await upload(ana.client, 'media', `listings/${id}/fresh-1200.webp`)).error).toBeNull();
    expect((await upload(admin, 'media', `listings/${id}/film-1.webp`)).error).toBeNull();
  });

  it('wherever the approved file lies: another of the vendor’s folders', async () => {
    const ana = await vendor('ms-folders');
    const shown = await draftOf(ana);
    const other = await draftOf(ana);
    const film = await uploaded(ana.client, 'media', `listings/${other}/clip.mp4`, MP4);
    const named = await ana.client.from('listings').update({ video_url: film }).eq('id', shown);
    expect(named.error).toBeNull();
    await publish(shown);

    // The folder's own listing is a draft, but a published listing names the stem.
    const poster = `listings/${other}/clip.webp`;
    expect((await upload(ana.client, 'media', poster)).error).not.toBeNull();
    expect(await bytesOf('media', poster)).toBeNull();
    const swapped = await ana.client.storage
      .from('media')
      .upload(film, MP4, { contentType: 'video/mp4', upsert: true });
    expect(swapped.error).not.toBeNull();
    expect((await ana.client.storage.from('media').remove([film])).data ?? []).toEqual([]);
    expect(await bytesOf('media', film)).not.toBeNull();
  });

  it('is the database’s function, callable by members; it and its helpers are bounded', async () => {
    const { ana, id } = await publishedListing('ms-function');
    await publish(id);
    const ask = (name: string) => ana.client.rpc('media_stem_is_approved', { object_name: name });
    expect((await ask(`listings/${id}/film-1.webp`)).data).toBe(true);
    expect((await ask(`listings/${id}/cover-card.webp`)).data).toBe(true);
    expect((await ask(`listings/${id}/other.webp`)).data).toBe(false);
    const started = Date.now();
    const long = await ask('x'.repeat(100_000));
    expect(long.error?.code).toBe('22023');
    expect(long.error?.message).toMatch(/object_name is too long/);
    expect(long.error?.hint).toBeTruthy();
    for (const [fn, argument] of [
      ['media_stem', 'path'],
      ['is_approved_listing_media', 'object_name'],
    ] as const) {
      const refused = await ana.client.rpc(fn, { [argument]: 'x'.repeat(100_000) });
      expect(refused.error?.code, fn).toBe('22023');
    }
    expect(Date.now() - started).toBeLessThan(3000);
    expect(
      (await anonClient().rpc('media_stem_is_approved', { object_name: 'x' })).error,
    ).not.toBeNull();
  });
});

describe('names with empty or dot segments', () => {
  it('are refused to members by the storage policies (a copy onto an approved file’s name)', async () => {
    const { ana, id, cover } = await publishedListing('ms-copy');
    await publish(id);
    const loose = await uploaded(ana.client, 'media', `listings/${id}/loose.webp`, PNG);
    const original = await bytesOf('media', cover);

    for (const target of [
      `listings/${id}//cover-1200.webp`,
      `listings/${id}/./cover-1200.webp`,
      `listings/${id}/cover-1200.webp/`,
    ]) {
      const copied = await ana.client.storage.from('media').copy(loose, target);
      expect(copied.error?.message, target).toMatch(/row-level security/);
      expect(await objectExists('media', target), target).toBe(false);
    }
    expect((await bytesOf('media', cover))?.equals(original!)).toBe(true);
  });

  it('are refused by the local stack before its disk, whoever asks', async () => {
    const { ana, id, cover } = await publishedListing('ms-local');
    await publish(id);
    const loose = await uploaded(ana.client, 'media', `listings/${id}/loose.webp`, PNG);
    const original = await bytesOf('media', cover);

    // An upload: refused as an invalid key, to the vendor and to the service alike.
    for (const client of [ana.client, null]) {
      const written = await rawUpload(client, 'media', `listings/${id}//cover-1200.webp`, PNG);
      expect(written.message).toMatch(/Invalid object key/);
    }
    // A copy (the service passes every policy): its file would be the approved one.
    const copied = await service.storage
      .from('media')
      .copy(loose, `listings/${id}//cover-1200.webp`);
    expect(copied.error).not.toBeNull();
    expect((await bytesOf('media', cover))?.equals(original!)).toBe(true);
    expect((await bytesOf('media', cover))?.equals(PNG)).toBe(false);
  });
});

/** An open review invitation for a listing, as invite_reviews writes one; its token. */
async function invitation(listingId: string) {
  const token = randomUUID() + randomUUID();
  const written = await service
    .from('review_invitations')
    .insert({
      listing_id: listingId,
      email: `ms-${randomUUID().slice(0, 8)}@test.perfete.local`,
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + 60 * DAY_MS).toISOString(),
    })
    .select('id')
    .single();
  if (written.error) throw written.error;
  return { id: written.data.id as string, folder: sha256(token) };
}

async function anyListing(): Promise<string> {
  const { data, error } = await service
    .from('listings')
    .select('id')
    .eq('status', 'published')
    .limit(1)
    .single();
  if (error) throw error;
  return data.id as string;
}

const queueUnder = async (under: string) => {
  const { data, error } = await service.rpc('queue_unreferenced_media', {
    grace: '0 seconds',
    under,
  });
  if (error) throw error;
  return data as number;
};

describe('review photos', () => {
  it('are images of the type they claim, by their first bytes', async () => {
    const { folder } = await invitation(await anyListing());
    const photos = anonClient().storage.from('review-photos');
    const refused: [string, Buffer, string][] = [
      ['a.jpg', HTML, 'image/jpeg'],
      ['b.webp', SVG, 'image/webp'],
      ['c.webp', JPEG, 'image/webp'],
    ];
    for (const [name, body, contentType] of refused) {
      const { error } = await photos.upload(`${folder}/${name}`, body, { contentType });
      expect(error, name).not.toBeNull();
      expect(await bytesOf('review-photos', `${folder}/${name}`), name).toBeNull();
    }
    expect(
      (await photos.upload(`${folder}/d.jpg`, JPEG, { contentType: 'image/jpeg' })).error,
    ).toBeNull();
    const doubled = await rawUpload(anonClient(), 'review-photos', `${folder}//e.jpg`, JPEG);
    expect(doubled.statusCode).toBe('400');
    expect(await bytesOf('review-photos', `${folder}/e.jpg`)).toBeNull();
  });

  it('a couple abandoned are swept once the invitation is used or expired; a review’s stay', async () => {
    const listingId = await anyListing();
    const used = await invitation(listingId);
    const expired = await invitation(listingId);
    const anon = anonClient();
    const kept = await uploaded(anon, 'review-photos', `${used.folder}/kept.jpg`, JPEG);
    const left = await uploaded(anon, 'review-photos', `${used.folder}/left.jpg`, JPEG);
    const lapsed = await uploaded(anon, 'review-photos', `${expired.folder}/lapsed.jpg`, JPEG);

    // While the invitations are open the couple may still be writing: nothing is queued.
    expect(await queueUnder(used.folder)).toBe(0);
    expect(await queueUnder(expired.folder)).toBe(0);

    const month = `${new Date().toISOString().slice(0, 7)}-01`;
    const review = await service.from('reviews').insert({
      listing_id: listingId,
      invitation_id: used.id,
      rating: 5,
      title: 'A kept photo',
      body: 'Fifty characters or more, so that the review is a real one to keep.',
      photos: [{ path: kept, alt: 'The first dance' }],
      inquired_month: month,
      married_month: month,
    });
    expect(review.error).toBeNull();
    const closed = await service
      .from('review_invitations')
      .update({ used_at: new Date().toISOString() })
      .eq('id', used.id);
    expect(closed.error).toBeNull();
    const lapsedAt = new Date(Date.now() - DAY_MS).toISOString();
    const ended = await service
      .from('review_invitations')
      .update({ expires_at: lapsedAt })
      .eq('id', expired.id);
    expect(ended.error).toBeNull();

    expect(await queueUnder(used.folder)).toBe(1);
    expect(await queueUnder(expired.folder)).toBe(1);
    await sweep();
    expect(await bytesOf('review-photos', left)).toBeNull();
    expect(await bytesOf('review-photos', lapsed)).toBeNull();
    expect(await bytesOf('review-photos', kept)).not.toBeNull();
  });
});
