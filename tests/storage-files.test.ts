import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { LISTING_PHOTO_LIMIT } from '../src/config/workspace.ts';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { PNG, WEBP, MP4 } from './storage-bytes.ts';
import { anonClient, newUserClient, serviceClient, signedInClient } from './helpers.ts';
import {
  bytesOf,
  draftOf,
  sweep,
  upload,
  uploaded as uploadedAs,
  vendor,
} from './storage-fixtures.ts';

/**
 * Storage and files (issue #29), through supabase-js against the local stack: nothing in a public
 * bucket can be listed but one's own folders (admins everything), while every public URL serves;
 * approved listing media cannot be replaced or deleted by their vendor; the files an approved
 * change drops, a deleted account's avatars and uploads no row names after the grace period are
 * removed by the database's queue and the sweep-media function; a deleted account's token writes
 * nothing; a listing holds at most LISTING_PHOTO_LIMIT photos.
 */
let service: SupabaseClient;
let admin: SupabaseClient;
beforeAll(async () => {
  service = serviceClient();
  admin = (await signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).client;
});

/** Uploads `body` (a WebP unless said) to `path`; the path. */
const uploaded = (client: SupabaseClient, bucket: string, path: string, body = WEBP) =>
  uploadedAs(client, bucket, path, body);

/** The listed files' own names (lite lists full paths, hosted Storage names within the folder). */
const names = (rows: { name: string }[] | null) =>
  (rows ?? []).map((row) => row.name.split('/').at(-1));

async function queued(bucket: string, path: string) {
  const { data, error } = await service
    .from('storage_removals')
    .select('reason')
    .eq('bucket_id', bucket)
    .eq('name', path);
  if (error) throw error;
  return data.map((row) => row.reason as string);
}

describe('no listing of public buckets', () => {
  it('anon lists nothing, in media or avatars, while public URLs serve', async () => {
    const anon = anonClient();
    for (const [bucket, prefix] of [
      ['media', 'demo/posts/'],
      ['media', 'listings/'],
      ['media', ''],
      ['avatars', ''],
    ] as const) {
      const { data } = await anon.storage.from(bucket).list(prefix, { limit: 1000 });
      expect(data ?? [], `${bucket}/${prefix}`).toEqual([]);
    }
    // The seeded images are there (the admin sees them) and serve by URL without any policy.
    const { data: seeded } = await admin.storage.from('media').list('demo/posts', { limit: 5 });
    expect(seeded?.length).toBeGreaterThan(0);
    const url = anon.storage.from('media').getPublicUrl(`demo/posts/${names(seeded)[0]}`)
      .data.publicUrl;
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
  });

  it('a vendor lists only their own listings’ folders; an admin lists them all', async () => {
    const ana = await vendor('sf-list-a');
    const bo = await vendor('sf-list-b');
    const mine = await draftOf(ana);
    const theirs = await draftOf(bo);
    await uploaded(ana.client, 'media', `listings/${mine}/a.webp`);
    await uploaded(bo.client, 'media', `listings/${theirs}/b.webp`);

    expect(names((await ana.client.storage.from('media').list(`listings/${mine}`)).data)).toEqual([
      'a.webp',
    ]);
    expect(names((await ana.client.storage.from('media').list(`listings/${theirs}`)).data)).toEqual(
      [],
    );
    expect(names((await ana.client.storage.from('media').list('demo/posts')).data)).toEqual([]);
    expect(names((await admin.storage.from('media').list(`listings/${theirs}`)).data)).toEqual([
      'b.webp',
    ]);
    // The site's own writes still work without a broad select policy: a vendor replaces (upsert)
    // and removes an unapproved file of theirs.
    const replaced = await ana.client.storage
      .from('media')
      .upload(`listings/${mine}/a.webp`, PNG, { contentType: 'image/png', upsert: true });
    expect(replaced.error).toBeNull();
    expect((await bytesOf('media', `listings/${mine}/a.webp`))?.equals(PNG)).toBe(true);
    expect(
      (await ana.client.storage.from('media').remove([`listings/${mine}/a.webp`])).data,
    ).toHaveLength(1);
  });

  it('a person lists only their own avatars; an admin lists anyone’s; the picture serves by URL', async () => {
    const ana = await newUserClient('sf-avatar-a');
    const bo = await newUserClient('sf-avatar-b');
    await uploaded(ana.client, 'avatars', `${ana.userId}/face.png`, PNG);
    await uploaded(bo.client, 'avatars', `${bo.userId}/face.png`, PNG);

    expect(names((await ana.client.storage.from('avatars').list(ana.userId)).data)).toEqual([
      'face.png',
    ]);
    expect(names((await ana.client.storage.from('avatars').list(bo.userId)).data)).toEqual([]);
    expect(names((await admin.storage.from('avatars').list(bo.userId)).data)).toEqual(['face.png']);
    const url = anonClient().storage.from('avatars').getPublicUrl(`${bo.userId}/face.png`)
      .data.publicUrl;
    expect((await fetch(url)).status).toBe(200);
  });
});

describe('approved media are immutable to the vendor', () => {
  it('a published listing’s files (and their siblings) cannot be replaced or deleted by the vendor', async () => {
    const ana = await vendor('sf-locked');
    const id = await draftOf(ana);
    const cover = await uploaded(ana.client, 'media', `listings/${id}/cover-1200.webp`);
    const card = await uploaded(ana.client, 'media', `listings/${id}/cover-card.webp`);
    const film = await uploaded(ana.client, 'media', `listings/${id}/film.mp4`, MP4);
    const poster = await uploaded(ana.client, 'media', `listings/${id}/film.webp`);
    const photo = await uploaded(ana.client, 'media', `listings/${id}/photo.webp`);
    const loose = await uploaded(ana.client, 'media', `listings/${id}/loose.webp`);
    const saved = await ana.client
      .from('listings')
      .update({ image_url: cover, video_url: film })
      .eq('id', id);
    expect(saved.error).toBeNull();
    const photos = await ana.client.rpc('replace_listing_photos', {
      listing_id: id,
      photos: [{ url: photo, alt: 'A photo' }],
    });
    expect(photos.error).toBeNull();
    expect(
      (await service.from('listings').update({ status: 'published' }).eq('id', id)).error,
    ).toBeNull();

    for (const path of [cover, card, film, poster, photo]) {
      const swapped = await ana.client.storage
        .from('media')
        .upload(path, PNG, { contentType: 'image/png', upsert: true });
      expect(swapped.error, path).not.toBeNull();
      expect((await ana.client.storage.from('media').remove([path])).data ?? [], path).toEqual([]);
      expect(await bytesOf('media', path), path).not.toBeNull();
      expect((await bytesOf('media', path))!.equals(PNG), path).toBe(false);
    }
    // A file no published field names stays the vendor's to remove; an admin may remove any.
    expect((await ana.client.storage.from('media').remove([loose])).data).toHaveLength(1);
    expect((await admin.storage.from('media').remove([card])).data).toHaveLength(1);
  });

  it('the files an approved change drops are queued by the database and removed by the sweep', async () => {
    const ana = await vendor('sf-approve');
    const id = await draftOf(ana);
    const before = await uploaded(ana.client, 'media', `listings/${id}/old-1200.webp`);
    const beforeCard = await uploaded(ana.client, 'media', `listings/${id}/old-card.webp`);
    const kept = await uploaded(ana.client, 'media', `listings/${id}/kept.webp`);
    const dropped = await uploaded(ana.client, 'media', `listings/${id}/dropped.webp`);
    expect(
      (await ana.client.from('listings').update({ image_url: before }).eq('id', id)).error,
    ).toBeNull();
    expect(
      (
        await ana.client.rpc('replace_listing_photos', {
          listing_id: id,
          photos: [
            { url: kept, alt: 'Kept' },
            { url: dropped, alt: 'Dropped' },
          ],
        })
      ).error,
    ).toBeNull();
    expect(
      (await service.from('listings').update({ status: 'published' }).eq('id', id)).error,
    ).toBeNull();

    const after = await uploaded(ana.client, 'media', `listings/${id}/new-1200.webp`);
    const change = await ana.client.from('listing_changes').insert({
      listing_id: id,
      changes: { image_url: after, photos: [{ url: kept, alt: 'Kept' }] },
    });
    expect(change.error).toBeNull();
    expect((await admin.rpc('approve_listing_changes', { listing_id: id })).error).toBeNull();

    for (const path of [before, beforeCard, dropped])
      expect(await queued('media', path), path).toEqual(['replaced']);
    for (const path of [after, kept]) expect(await queued('media', path), path).toEqual([]);
    await sweep();
    for (const path of [before, beforeCard, dropped]) {
      expect(await bytesOf('media', path), path).toBeNull();
      expect(await queued('media', path), path).toEqual([]);
    }
    for (const path of [after, kept]) expect(await bytesOf('media', path), path).not.toBeNull();
  });

  it('uploads no row names are swept after the grace period (listings, posts, videos), never before', async () => {
    const ana = await vendor('sf-orphan');
    const id = await draftOf(ana);
    const orphan = await uploaded(ana.client, 'media', `listings/${id}/orphan.webp`);
    const named = await uploaded(ana.client, 'media', `listings/${id}/named.webp`);
    expect(
      (await ana.client.from('listings').update({ image_url: named }).eq('id', id)).error,
    ).toBeNull();
    const stem = randomUUID();
    const postOrphan = await uploaded(admin, 'media', `posts/${stem}-orphan.webp`);
    const postNamed = await uploaded(admin, 'media', `posts/${stem}-named.webp`);
    const videoOrphan = await uploaded(admin, 'media', `videos/${stem}-orphan.mp4`, MP4);
    const videoNamed = await uploaded(admin, 'media', `videos/${stem}-named.mp4`, MP4);
    const post = await service
      .from('blog_posts')
      .insert({ title: 'Files', slug: `sf-${stem}`, featured_image: postNamed })
      .select('id')
      .single();
    expect(post.error).toBeNull();
    const video = await service
      .from('standalone_videos')
      .insert({ title: 'Files', video_url: videoNamed })
      .select('id')
      .single();
    expect(video.error).toBeNull();

    // The schedule's run keeps them: they are younger than the grace period.
    await sweep();
    for (const path of [orphan, postOrphan, videoOrphan])
      expect(await bytesOf('media', path), path).not.toBeNull();

    // Past the grace period (here: none), only the unnamed ones are queued, then removed.
    for (const under of [`listings/${id}/`, `posts/${stem}`, `videos/${stem}`]) {
      const { data, error } = await service.rpc('queue_unreferenced_media', {
        grace: '0 seconds',
        under,
      });
      expect(error).toBeNull();
      expect(data, under).toBe(1);
    }
    await sweep();
    for (const path of [orphan, postOrphan, videoOrphan])
      expect(await bytesOf('media', path), path).toBeNull();
    for (const path of [named, postNamed, videoNamed])
      expect(await bytesOf('media', path), path).not.toBeNull();
  });

  it('the queue and the sweep are the service’s alone', async () => {
    const person = await newUserClient('sf-queue');
    const read = await person.client.from('storage_removals').select('name');
    expect(read.data ?? []).toEqual([]);
    const write = await person.client
      .from('storage_removals')
      .insert({ bucket_id: 'media', name: 'demo/posts/x.webp', reason: 'replaced' });
    expect(write.error).not.toBeNull();
    for (const fn of ['queue_unreferenced_media', 'take_storage_removals']) {
      expect((await person.client.rpc(fn, {})).error, fn).not.toBeNull();
      expect((await admin.rpc(fn, {})).error, fn).not.toBeNull();
    }
    const refused = await fetch(`${inject('supabaseUrl')}/functions/v1/sweep-media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${inject('publishableKey')}` },
    });
    expect(refused.status).toBe(401);
  });
});

describe('account deletion', () => {
  it('removes the person’s avatars, and their still-valid token writes nothing', async () => {
    const person = await newUserClient('sf-gone');
    const face = await uploaded(person.client, 'avatars', `${person.userId}/face.png`, PNG);
    const url = person.client.storage.from('avatars').getPublicUrl(face).data.publicUrl;
    expect(
      (await person.client.from('profiles').update({ avatar_url: url }).eq('id', person.userId))
        .error,
    ).toBeNull();
    expect(
      (await person.client.rpc('delete_account', { confirmation: 'DELETE' })).error,
    ).toBeNull();

    expect(await queued('avatars', face)).toEqual(['account_deleted']);
    await sweep();
    expect((await fetch(url)).status).not.toBe(200);
    expect(await bytesOf('avatars', face)).toBeNull();

    // The same client still holds the token it had: it uploads, replaces and lists nothing.
    const again = await upload(person.client, 'avatars', `${person.userId}/again.png`, PNG);
    expect(again.error).not.toBeNull();
    expect(await bytesOf('avatars', `${person.userId}/again.png`)).toBeNull();
  });

  it('a token whose account exists still writes (the rule is about deleted accounts)', async () => {
    const person = await newUserClient('sf-alive');
    expect(
      (await upload(person.client, 'avatars', `${person.userId}/face.png`, PNG)).error,
    ).toBeNull();
  });
});

describe('photos per listing', () => {
  const photos = (id: string, count: number) =>
    Array.from({ length: count }, (_, index) => ({
      url: `listings/${id}/p${index}.webp`,
      alt: `Photo ${index + 1}`,
    }));

  it(`are at most ${LISTING_PHOTO_LIMIT}, through replace_listing_photos and a direct insert`, async () => {
    const ana = await vendor('sf-cap');
    const id = await draftOf(ana);
    const over = await ana.client.rpc('replace_listing_photos', {
      listing_id: id,
      photos: photos(id, LISTING_PHOTO_LIMIT + 1),
    });
    expect(over.error?.message).toMatch(/at most/);
    const { count: none } = await service
      .from('listing_photos')
      .select('id', { count: 'exact', head: true })
      .eq('listing_id', id);
    expect(none).toBe(0);

    const full = await ana.client.rpc('replace_listing_photos', {
      listing_id: id,
      photos: photos(id, LISTING_PHOTO_LIMIT),
    });
    expect(full.error).toBeNull();
    const extra = await ana.client.from('listing_photos').insert({
      listing_id: id,
      url: `listings/${id}/extra.webp`,
      alt: 'One too many',
      position: LISTING_PHOTO_LIMIT,
    });
    expect(extra.error?.message).toMatch(/at most/);
    const { count } = await service
      .from('listing_photos')
      .select('id', { count: 'exact', head: true })
      .eq('listing_id', id);
    expect(count).toBe(LISTING_PHOTO_LIMIT);
  });
});
