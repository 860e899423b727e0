import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, newUserClient, serviceClient, TEST_PASSWORD, uniqueEmail } from './helpers.ts';

/**
 * Accounts in the database: delete_account() acts on the caller only, archives a vendor's
 * listings and keeps their inquiries, and refuses the last admin; avatars go only to the
 * uploader's own folder, as small images.
 */
const REFERENCE = JSON.parse(
  readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8'),
) as { businessCategories: Record<string, string> };
const PHOTOGRAPHY = REFERENCE.businessCategories.photography!;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let service: SupabaseClient;
beforeAll(() => {
  service = serviceClient();
});

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

async function profileExists(userId: string): Promise<boolean> {
  const { data, error } = await service.from('profiles').select('id').eq('id', userId);
  if (error) throw error;
  return data.length === 1;
}

describe('delete_account', () => {
  it('deletes the caller only, and the account cannot sign in again', async () => {
    const leaving = await newUserClient('leaving');
    const staying = await newUserClient('staying');

    const { error } = await leaving.client.rpc('delete_account', { confirmation: 'DELETE' });
    expect(error).toBeNull();

    expect(await profileExists(leaving.userId)).toBe(false);
    expect(await profileExists(staying.userId)).toBe(true);
    const again = await anonClient().auth.signInWithPassword({
      email: leaving.email,
      password: TEST_PASSWORD,
    });
    expect(again.error?.code).toBe('invalid_credentials');
    const other = await anonClient().auth.signInWithPassword({
      email: staying.email,
      password: TEST_PASSWORD,
    });
    expect(other.error).toBeNull();
  });

  it('refuses without the confirmation word, and refuses anonymous callers', async () => {
    const user = await newUserClient('hesitant');
    for (const confirmation of ['delete', '', 'yes']) {
      const { error } = await user.client.rpc('delete_account', { confirmation });
      expect(error?.message, confirmation).toMatch(/Type DELETE/);
    }
    expect(await profileExists(user.userId)).toBe(true);
    const anon = await anonClient().rpc('delete_account', { confirmation: 'DELETE' });
    expect(anon.error).not.toBeNull();
  });

  it('archives a vendor’s listings and keeps the inquiries couples sent', async () => {
    const vendor = await newUserClient('vendor-leaving');
    expect(
      (await service.from('vendor_members').insert({ user_id: vendor.userId, status: 'active' }))
        .error,
    ).toBeNull();
    const name = unique('listing');
    const listing = await service
      .from('listings')
      .insert({
        name,
        url_name: name,
        business_category_id: PHOTOGRAPHY,
        status: 'published',
        owner_id: vendor.userId,
      })
      .select('id')
      .single();
    expect(listing.error).toBeNull();
    const listingId = listing.data!.id as string;
    const inquiry = await anonClient()
      .from('inquiries')
      .insert({
        listing_id: listingId,
        name: 'Ada & Grace',
        // a fresh address: the database throttles each one per hour
        email: uniqueEmail('couple'),
        message: 'Are you free in June?',
      });
    expect(inquiry.error).toBeNull();

    expect(
      (await vendor.client.rpc('delete_account', { confirmation: 'DELETE' })).error,
    ).toBeNull();

    const kept = await service
      .from('listings')
      .select('status, owner_id')
      .eq('id', listingId)
      .single();
    expect(kept.data).toEqual({ status: 'archived', owner_id: null });
    const inquiries = await service.from('inquiries').select('message').eq('listing_id', listingId);
    expect(inquiries.data).toEqual([{ message: 'Are you free in June?' }]);
    const membership = await service
      .from('vendor_members')
      .select('user_id')
      .eq('user_id', vendor.userId);
    expect(membership.data).toEqual([]);
    // Nor can the listing be deleted now and take the inquiries with it.
    expect((await service.from('listings').delete().eq('id', listingId)).error).not.toBeNull();
  });

  it('refuses the last administrator, and lets an admin go while another remains', async () => {
    const first = await newUserClient('admin-one');
    const second = await newUserClient('admin-two');
    const { data: before } = await service.from('admin_users').select('id');
    // Only these two are admins during this test: the seeded admins step aside for it.
    const seeded = (before ?? []).map((row) => row.id as string);
    // (The database never lets the last admin go, so the two arrive before the others leave.)
    expect(
      (await service.from('admin_users').insert([{ id: first.userId }, { id: second.userId }]))
        .error,
    ).toBeNull();
    expect((await service.from('admin_users').delete().in('id', seeded)).error).toBeNull();
    try {
      expect(
        (await first.client.rpc('delete_account', { confirmation: 'DELETE' })).error,
      ).toBeNull();
      const last = await second.client.rpc('delete_account', { confirmation: 'DELETE' });
      expect(last.error?.message).toMatch(/last administrator/);
      expect(await profileExists(second.userId)).toBe(true);
    } finally {
      if (seeded.length > 0) await service.from('admin_users').insert(seeded.map((id) => ({ id })));
      await service.from('admin_users').delete().eq('id', second.userId);
    }
  });
});

describe('avatars', () => {
  const upload = (client: SupabaseClient, path: string, body: Buffer, contentType: string) =>
    client.storage.from('avatars').upload(path, body, { contentType, upsert: false });
  const exists = async (path: string) =>
    (await service.storage.from('avatars').download(path)).data !== null;

  it('a signed-in person uploads an image into their own folder, readable by anyone', async () => {
    const user = await newUserClient('avatar-own');
    const path = `${user.userId}/${unique('avatar')}.png`;
    expect((await upload(user.client, path, PNG, 'image/png')).error).toBeNull();
    const url = anonClient().storage.from('avatars').getPublicUrl(path).data.publicUrl;
    expect((await fetch(url)).status).toBe(200);
  });

  it("refuses another person's folder, a non-image and a file over 2 MiB", async () => {
    const user = await newUserClient('avatar-bad');
    const other = await newUserClient('avatar-other');
    const cases: [string, Buffer, string][] = [
      [`${other.userId}/${unique('theirs')}.png`, PNG, 'image/png'],
      [`${unique('root')}.png`, PNG, 'image/png'],
      [`${user.userId}/${unique('notes')}.txt`, Buffer.from('hello'), 'text/plain'],
      [`${user.userId}/${unique('page')}.html`, Buffer.from('<p>x</p>'), 'text/html'],
      [`${user.userId}/${unique('huge')}.png`, Buffer.alloc(2 * 1024 * 1024 + 1, 1), 'image/png'],
    ];
    for (const [path, body, type] of cases) {
      const { error } = await upload(user.client, path, body, type);
      expect(error, path).not.toBeNull();
      expect(await exists(path), path).toBe(false);
    }
    const anon = await upload(
      anonClient(),
      `${user.userId}/${unique('anon')}.png`,
      PNG,
      'image/png',
    );
    expect(anon.error).not.toBeNull();
  });

  it('only the owner removes their avatar', async () => {
    const owner = await newUserClient('avatar-owner');
    const stranger = await newUserClient('avatar-stranger');
    const path = `${owner.userId}/${unique('keep')}.png`;
    expect((await upload(owner.client, path, PNG, 'image/png')).error).toBeNull();
    expect((await stranger.client.storage.from('avatars').remove([path])).data ?? []).toEqual([]);
    expect(await exists(path)).toBe(true);
    expect((await owner.client.storage.from('avatars').remove([path])).data).toHaveLength(1);
    expect(await exists(path)).toBe(false);
  });
});
