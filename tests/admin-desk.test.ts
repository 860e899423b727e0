import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { anonClient, newUserClient, serviceClient, signedInClient } from './helpers.ts';

/**
 * The magazine's desk and home curation as the database holds them: only admins curate, only
 * published posts are featured, the order is written whole; posts are archived and restored, and
 * deleted for good only from the archive and never with their vendor credits. Every admin
 * function refuses anyone else.
 */
const REFERENCE = JSON.parse(
  readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8'),
) as { businessCategories: Record<string, string> };
const PHOTOGRAPHY = REFERENCE.businessCategories.photography!;
/** A location of this file's own, so the home page's entries are never disturbed. */
const LOCATION = `desk-${randomUUID().slice(0, 8)}`;

let service: SupabaseClient;
let admin: SupabaseClient;
let adminId: string;
let vendor: SupabaseClient;
beforeAll(async () => {
  service = serviceClient();
  const signedIn = await signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  admin = signedIn.client;
  adminId = signedIn.userId;
  vendor = (await newUserClient('desk-outsider')).client;
});

async function post(status: 'draft' | 'published' | 'archived', title = 'A desk story') {
  const slug = `desk-${randomUUID().slice(0, 12)}`;
  const created = await service
    .from('blog_posts')
    .insert({ title, slug, status, featured_image: 'posts/desk.jpg' })
    .select('id')
    .single();
  if (created.error) throw created.error;
  return created.data.id as string;
}

async function entries(client: SupabaseClient) {
  const { data, error } = await client
    .from('featured_posts')
    .select('post_id,display_order')
    .eq('location', LOCATION)
    .order('display_order');
  if (error) throw error;
  return data;
}

describe('home curation', () => {
  it('writes the whole order in one call, for admins only, and readers see it', async () => {
    const [a, b, c] = [await post('published'), await post('published'), await post('published')];
    const first = await admin.rpc('set_featured_posts', {
      location: LOCATION,
      post_ids: [a, b, c],
    });
    expect(first.error).toBeNull();
    expect(first.data).toBe(3);
    expect(await entries(anonClient())).toEqual([
      { post_id: a, display_order: 0 },
      { post_id: b, display_order: 1 },
      { post_id: c, display_order: 2 },
    ]);

    // Reordered and one dropped: exactly these, in this order.
    expect(
      (await admin.rpc('set_featured_posts', { location: LOCATION, post_ids: [c, a] })).error,
    ).toBeNull();
    expect(await entries(anonClient())).toEqual([
      { post_id: c, display_order: 0 },
      { post_id: a, display_order: 1 },
    ]);

    for (const outsider of [vendor, anonClient()]) {
      const refused = await outsider.rpc('set_featured_posts', {
        location: LOCATION,
        post_ids: [a],
      });
      expect(refused.error).not.toBeNull();
    }
    expect((await entries(service)).map((entry) => entry.post_id)).toEqual([c, a]);

    const audit = await admin
      .from('admin_audit')
      .select('actor_id,action,changed')
      .eq('table_name', 'featured_posts')
      .in(
        'row_id',
        (await service.from('featured_posts').select('id').eq('location', LOCATION)).data!.map(
          (row) => row.id as string,
        ),
      );
    expect(audit.error).toBeNull();
    expect(audit.data!.length).toBeGreaterThanOrEqual(2);
    expect(audit.data!.every((row) => row.actor_id === adminId)).toBe(true);
  });

  it('features published posts only, each once, and leaves the order as it was when refused', async () => {
    const live = await post('published');
    const draft = await post('draft');
    expect(
      (await admin.rpc('set_featured_posts', { location: LOCATION, post_ids: [live] })).error,
    ).toBeNull();
    const unpublished = await admin.rpc('set_featured_posts', {
      location: LOCATION,
      post_ids: [draft, live],
    });
    expect(unpublished.error?.message).toMatch(/Only published posts can be featured/);
    const twice = await admin.rpc('set_featured_posts', {
      location: LOCATION,
      post_ids: [live, live],
    });
    expect(twice.error?.message).toMatch(/featured once/);
    expect((await entries(service)).map((entry) => entry.post_id)).toEqual([live]);
  });
});

describe('the desk', () => {
  it('archives and restores a post; readers lose it while it is archived', async () => {
    const id = await post('published', 'An archived story');
    const readable = async () =>
      (await anonClient().from('blog_posts').select('id').eq('id', id)).data?.length;
    expect(await readable()).toBe(1);
    expect(
      (await admin.from('blog_posts').update({ status: 'archived' }).eq('id', id)).error,
    ).toBeNull();
    expect(await readable()).toBe(0);
    expect(
      (await admin.from('blog_posts').update({ status: 'draft' }).eq('id', id)).error,
    ).toBeNull();
    const audit = await admin
      .from('admin_audit')
      .select('actor_id,changed')
      .eq('table_name', 'blog_posts')
      .eq('row_id', id)
      .order('id');
    expect(audit.data!.map((row) => (row.changed as { status: { to: string } }).status.to)).toEqual(
      ['archived', 'draft'],
    );
    expect(audit.data!.every((row) => row.actor_id === adminId)).toBe(true);
  });

  it('deletes a post for good only from the archive, and never with its vendor credits', async () => {
    const live = await post('published');
    const refusedLive = await admin.from('blog_posts').delete().eq('id', live).select('id');
    expect(refusedLive.data ?? []).toEqual([]);
    expect((await service.from('blog_posts').select('id').eq('id', live)).data).toHaveLength(1);

    const credited = await post('archived');
    const urlName = `desk-${randomUUID().slice(0, 12)}`;
    const listing = await service
      .from('listings')
      .insert({ name: urlName, url_name: urlName, business_category_id: PHOTOGRAPHY })
      .select('id')
      .single();
    expect(
      (
        await service
          .from('post_vendor_credits')
          .insert({ post_id: credited, listing_id: listing.data!.id, role: 'Photography' })
      ).error,
    ).toBeNull();
    const refusedCredited = await admin.from('blog_posts').delete().eq('id', credited);
    expect(refusedCredited.error?.code).toBe('23503');
    expect(
      (await service.from('post_vendor_credits').select('post_id').eq('post_id', credited)).data,
    ).toHaveLength(1);

    const archived = await post('archived');
    const deleted = await admin.from('blog_posts').delete().eq('id', archived).select('id');
    expect(deleted.data).toEqual([{ id: archived }]);
    const audit = await admin
      .from('admin_audit')
      .select('action,actor_id')
      .eq('table_name', 'blog_posts')
      .eq('row_id', archived);
    expect(audit.data).toEqual([{ action: 'delete', actor_id: adminId }]);
  });
});

describe('every admin function', () => {
  /** Each admin-only function with arguments that would be valid for an admin. */
  const CALLS: [string, Record<string, unknown>][] = [
    ['admin_counts', {}],
    ['admin_list', {}],
    ['admin_members', {}],
    ['grant_admin', { email: DEMO_ACCOUNTS.reader.email }],
    ['revoke_admin', { user_id: randomUUID() }],
    ['set_featured_posts', { location: LOCATION, post_ids: [] }],
    ['approve_listing_changes', { listing_id: randomUUID() }],
    ['reorder_videos', { location: 'testimonial', video_ids: [] }],
    ['blog_category_post_counts', {}],
    ['business_category_listing_counts', {}],
    ['delete_blog_category', { category_id: randomUUID(), move_posts_to: randomUUID() }],
    ['delete_business_category', { category_id: randomUUID(), move_listings_to: randomUUID() }],
  ];

  it.each(CALLS)('%s refuses visitors and signed-in non-admins (42501)', async (name, args) => {
    for (const outsider of [anonClient(), vendor]) {
      const { error } = await outsider.rpc(name, args);
      // Refused as a matter of permission, not for a missing row.
      expect(error?.code, `${name} answered a non-admin`).toBe('42501');
    }
  });

  it('admin tables give non-admins nothing', async () => {
    for (const table of ['admin_audit', 'admin_users']) {
      for (const outsider of [anonClient(), vendor]) {
        const { data } = await outsider.from(table).select('*').limit(1);
        expect(data ?? [], `${table} was readable`).toEqual([]);
      }
    }
  });
});
