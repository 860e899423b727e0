import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { anonClient, serviceClient, signedInClient } from './helpers.ts';

/**
 * The admin Videos desk as the database holds it: only admins add, edit, order and delete
 * standalone videos; anyone else reads the live ones only; a video is deleted for good only once
 * archived; a new or moved video goes to the end of its location; every admin write is audited
 * with its actor. Each test works in a location of its own, so seeded videos never move.
 */
let service: SupabaseClient;
let admin: SupabaseClient;
let adminId: string;
let vendor: SupabaseClient;
beforeAll(async () => {
  service = serviceClient();
  const signedIn = await signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  admin = signedIn.client;
  adminId = signedIn.userId;
  vendor = (await signedInClient(DEMO_ACCOUNTS.vendorAna.email, DEMO_ACCOUNTS.vendorAna.password))
    .client;
});

const newLocation = () => `test-${randomUUID().slice(0, 8)}`;
const video = (location: string, overrides: Record<string, unknown> = {}) => ({
  title: `Video ${randomUUID().slice(0, 6)}`,
  video_url: 'videos/test-clip.mp4',
  overlay_photo_url: 'videos/test-clip.webp',
  location,
  ...overrides,
});

/** Rows arranged with the secret key (never used to assert access). */
async function arrange(rows: Record<string, unknown>[]) {
  const { data, error } = await service
    .from('standalone_videos')
    .insert(rows)
    .select('id, order_index');
  if (error) throw error;
  return data as { id: string; order_index: number }[];
}

async function stored(id: string) {
  const { data } = await service
    .from('standalone_videos')
    .select('title, status, location, order_index')
    .eq('id', id);
  return data?.[0] ?? null;
}

describe('who writes videos', () => {
  it('lets admins add, edit, order and delete (archived) videos; anon and a vendor are refused', async () => {
    const location = newLocation();
    for (const outsider of [anonClient(), vendor]) {
      const insert = await outsider.from('standalone_videos').insert(video(location));
      expect(insert.error).not.toBeNull();
    }
    const added = await admin
      .from('standalone_videos')
      .insert(video(location, { title: 'By the admin' }))
      .select('id, status')
      .single();
    expect(added.error).toBeNull();
    expect(added.data!.status).toBe('draft');
    const id = added.data!.id as string;
    const [second] = await arrange([video(location)]);

    for (const outsider of [anonClient(), vendor]) {
      const update = await outsider
        .from('standalone_videos')
        .update({ title: 'Taken over', status: 'archived' })
        .eq('id', id)
        .select('id');
      expect(update.data ?? []).toEqual([]);
      const reorder = await outsider.rpc('reorder_videos', {
        location,
        video_ids: [second!.id, id],
      });
      expect(reorder.error).not.toBeNull();
    }
    expect(await stored(id)).toMatchObject({ title: 'By the admin', status: 'draft' });
    expect((await stored(second!.id))!.order_index).toBeGreaterThan(
      (await stored(id))!.order_index,
    );

    const edited = await admin
      .from('standalone_videos')
      .update({ title: 'Renamed', external_link: '/index', status: 'archived' })
      .eq('id', id)
      .select('id');
    expect(edited.data).toHaveLength(1);
    expect(
      (await admin.rpc('reorder_videos', { location, video_ids: [second!.id, id] })).error,
    ).toBeNull();
    expect((await stored(second!.id))!.order_index).toBe(1);
    expect((await stored(id))!.order_index).toBe(2);

    for (const outsider of [anonClient(), vendor]) {
      const removed = await outsider.from('standalone_videos').delete().eq('id', id).select('id');
      expect(removed.data ?? []).toEqual([]);
    }
    expect(await stored(id)).not.toBeNull();
    expect(
      (await admin.from('standalone_videos').delete().eq('id', id).select('id')).data,
    ).toHaveLength(1);
    expect(await stored(id)).toBeNull();
  });

  it('shows anyone but an admin the active and published videos only', async () => {
    const location = newLocation();
    await arrange(
      ['active', 'published', 'draft', 'archived'].map((status) =>
        video(location, { title: status, status }),
      ),
    );
    for (const reader of [anonClient(), vendor]) {
      const { data, error } = await reader
        .from('standalone_videos')
        .select('title')
        .eq('location', location)
        .order('title');
      expect(error).toBeNull();
      expect(data).toEqual([{ title: 'active' }, { title: 'published' }]);
    }
    const all = await admin.from('standalone_videos').select('title').eq('location', location);
    expect(all.data).toHaveLength(4);
  });
});

describe('nothing deleted by accident', () => {
  it('refuses to delete a video that is not archived, even unfiltered', async () => {
    const location = newLocation();
    const rows = await arrange(
      ['published', 'active', 'draft'].map((status) => video(location, { status })),
    );
    const refused = await admin
      .from('standalone_videos')
      .delete()
      .eq('location', location)
      .select('id');
    expect(refused.data ?? []).toEqual([]);
    for (const row of rows) expect(await stored(row.id)).not.toBeNull();
  });
});

describe('the order of a location', () => {
  it('puts a new or moved video at the end, and orders one location in one call', async () => {
    const location = newLocation();
    const elsewhere = newLocation();
    const [first, second, third] = await arrange([
      video(location, { order_index: 1 }),
      video(location, { order_index: 2 }),
      video(location, { order_index: 3, status: 'archived' }),
    ]);
    const added = await admin
      .from('standalone_videos')
      .insert(video(location))
      .select('id, order_index')
      .single();
    expect(added.data!.order_index).toBe(4);

    // Listed videos take 1..n; the others (the archived one) follow in their old order.
    expect(
      (await admin.rpc('reorder_videos', { location, video_ids: [added.data!.id, second!.id] }))
        .error,
    ).toBeNull();
    const order = async () =>
      (
        await service
          .from('standalone_videos')
          .select('id')
          .eq('location', location)
          .order('order_index')
      ).data!.map((row) => row.id as string);
    expect(await order()).toEqual([added.data!.id, second!.id, first!.id, third!.id]);

    const stranger = (await arrange([video(elsewhere)]))[0]!;
    const mixed = await admin.rpc('reorder_videos', {
      location,
      video_ids: [first!.id, stranger.id],
    });
    expect(mixed.error?.message).toMatch(/belong to this location/);
    const twice = await admin.rpc('reorder_videos', {
      location,
      video_ids: [first!.id, first!.id],
    });
    expect(twice.error).not.toBeNull();
    expect(await order()).toEqual([added.data!.id, second!.id, first!.id, third!.id]);

    // Moved to another location, a video goes to the end there.
    await admin.from('standalone_videos').update({ location: elsewhere }).eq('id', first!.id);
    expect(await stored(first!.id)).toMatchObject({ location: elsewhere, order_index: 2 });
  });
});

describe('the audit log', () => {
  it('records each admin write to a video with its actor', async () => {
    const location = newLocation();
    const [other] = await arrange([video(location, { order_index: 1 })]);
    const added = await admin
      .from('standalone_videos')
      .insert(video(location, { title: 'Audited' }))
      .select('id')
      .single();
    const id = added.data!.id as string;
    await admin.from('standalone_videos').update({ status: 'published' }).eq('id', id);
    await admin.rpc('reorder_videos', { location, video_ids: [id, other!.id] });
    await admin.from('standalone_videos').update({ status: 'archived' }).eq('id', id);
    await admin.from('standalone_videos').delete().eq('id', id);

    const { data, error } = await admin
      .from('admin_audit')
      .select('actor_id, action, changed')
      .eq('table_name', 'standalone_videos')
      .eq('row_id', id)
      .order('id');
    expect(error).toBeNull();
    expect(data!.map((row) => row.action)).toEqual([
      'insert',
      'update',
      'update',
      'update',
      'delete',
    ]);
    expect(data!.every((row) => row.actor_id === adminId)).toBe(true);
    expect(data![1]!.changed).toEqual({ status: { from: 'draft', to: 'published' } });
    expect(data![2]!.changed).toEqual({ order_index: { from: 2, to: 1 } });
    // The row the reorder moved behind it is on record too, with the same actor.
    const moved = await admin
      .from('admin_audit')
      .select('actor_id, changed')
      .eq('table_name', 'standalone_videos')
      .eq('row_id', other!.id);
    expect(moved.data).toEqual([
      { actor_id: adminId, changed: { order_index: { from: 1, to: 2 } } },
    ]);
  });
});
