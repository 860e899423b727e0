import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { serviceClient, signedInClient } from './helpers.ts';
import { WEBP } from './storage-bytes.ts';
import { bytesOf, draftOf, upload, uploaded, vendor } from './storage-fixtures.ts';

/**
 * Issue #42 (share images), migration 20261205010000: a cover's share siblings
 * (`<stamp>-share.jpg`, `<stamp>-pin.jpg` beside `<stamp>-cover.webp`) are written by the cover's
 * writer and nobody else, are closed with the cover once its listing is published, and are not
 * swept as files no row names.
 */
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
const OTHER_JPEG = Buffer.concat([JPEG, Buffer.from('00', 'hex')]);
const STAMP = '1764400000000-0a1b2c3d4e5f60718293a4b5c6d7e8f9';

let service: SupabaseClient;
let admin: SupabaseClient;
const folders: string[] = [];

beforeAll(async () => {
  service = serviceClient();
  admin = (await signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).client;
});

afterAll(async () => {
  for (const folder of folders) {
    await service.from('storage_removals').delete().like('name', `${folder}%`);
  }
});

const siblingsOf = (folder: string) => [`${folder}${STAMP}-share.jpg`, `${folder}${STAMP}-pin.jpg`];

/** A vendor's draft listing with a cover saved as the browser saves it: cover and siblings. */
async function listingWithCover(label: string) {
  const owner = await vendor(label);
  const id = await draftOf(owner, 'sis');
  const folder = `listings/${id}/`;
  folders.push(folder);
  const cover = await uploaded(owner.client, 'media', `${folder}${STAMP}-cover.webp`, WEBP);
  // The cover's writer writes its siblings.
  for (const path of siblingsOf(folder)) await uploaded(owner.client, 'media', path, JPEG);
  const saved = await owner.client.from('listings').update({ image_url: cover }).eq('id', id);
  if (saved.error) throw saved.error;
  return { owner, id, folder, cover };
}

describe("a cover's share siblings", () => {
  it('are of its stem', async () => {
    for (const suffix of ['cover.webp', 'share.jpg', 'pin.jpg', '1600.webp', 'card.webp']) {
      const { data, error } = await service.rpc('media_stem', {
        path: `listings/x/${STAMP}-${suffix}`,
      });
      expect(error).toBeNull();
      expect(data, suffix).toBe(`listings/x/${STAMP}`);
    }
  });

  it('are written by the cover’s writer only: not another vendor, not in posts/', async () => {
    const { folder } = await listingWithCover('sis-writer');
    const other = await vendor('sis-other');
    const stranger = `${folder}${STAMP.replace('0a1b', 'ffff')}-share.jpg`;
    expect((await upload(other.client, 'media', stranger, JPEG)).error).not.toBeNull();
    expect(await bytesOf('media', stranger)).toBeNull();
    const post = `posts/${STAMP}-share.jpg`;
    expect((await upload(other.client, 'media', post, JPEG)).error).not.toBeNull();
    expect(await bytesOf('media', post)).toBeNull();
  });

  it('are closed to the vendor once the listing is published; an admin may still write them', async () => {
    const { owner, id, folder } = await listingWithCover('sis-closed');
    const published = await service.from('listings').update({ status: 'published' }).eq('id', id);
    if (published.error) throw published.error;
    for (const path of siblingsOf(folder)) {
      const replaced = await owner.client.storage
        .from('media')
        .upload(path, OTHER_JPEG, { contentType: 'image/jpeg', upsert: true });
      expect(replaced.error, path).not.toBeNull();
      expect(await bytesOf('media', path), path).toEqual(JPEG);
      expect((await owner.client.storage.from('media').remove([path])).data ?? [], path).toEqual(
        [],
      );
      expect(await bytesOf('media', path), path).toEqual(JPEG);
    }
    const fresh = `${folder}${STAMP}-share.jpg`;
    const byAdmin = await admin.storage
      .from('media')
      .upload(fresh, JPEG, { contentType: 'image/jpeg', upsert: true });
    expect(byAdmin.error).toBeNull();
  });

  it('are not swept as unreferenced while the cover is named', async () => {
    const { folder } = await listingWithCover('sis-sweep');
    const queued = await service.rpc('queue_unreferenced_media', {
      grace: '0 seconds',
      under: folder,
    });
    expect(queued.error).toBeNull();
    const { data, error } = await service
      .from('storage_removals')
      .select('name')
      .like('name', `${folder}%`);
    if (error) throw error;
    expect(data).toEqual([]);
  });
});
