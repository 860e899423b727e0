import { randomUUID } from 'node:crypto';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { anonClient, signedInClient } from './helpers.ts';

/**
 * Issue #43, the editor's half: every change to a story as its editors hold it reaches
 * `post:<id>` once per transaction, at commit (20261206200000_post_edit_broadcast.sql), with the
 * version the editor must now hold, who saved and which fields changed, never the words; and
 * only those who may edit the story (admins) may join the topic.
 */

interface PostSaved {
  id: string;
  version: string;
  updated_by: string;
  updated_by_id: string | null;
  fields: string[];
  live: boolean;
}

const privately = { config: { private: true } };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await wait(25);
  }
}

function join(channel: RealtimeChannel): Promise<string> {
  return new Promise((resolve) => {
    let answered = false;
    channel.subscribe((status) => {
      if (answered) return;
      answered = true;
      resolve(status);
    });
  });
}

let admin: SupabaseClient;
let watcher: SupabaseClient;
let vendor: SupabaseClient;
let anon: SupabaseClient;
let adminId: string;
let postId: string;

/** The version an editor holds: the later of the row's and its waiting changes' updated_at. */
async function heldVersion(id: string): Promise<number> {
  const { data, error } = await admin
    .from('blog_posts')
    .select('updated_at,waiting:post_changes(updated_at)')
    .eq('id', id)
    .single();
  if (error) throw error;
  const row = data as unknown as {
    updated_at: string;
    waiting: { updated_at: string } | { updated_at: string }[] | null;
  };
  const waiting = Array.isArray(row.waiting) ? row.waiting[0] : row.waiting;
  return Math.max(Date.parse(row.updated_at), Date.parse(waiting?.updated_at ?? '1970-01-01'));
}

beforeAll(async () => {
  const [first, second, ana] = await Promise.all([
    signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password),
    signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password),
    signedInClient(DEMO_ACCOUNTS.vendorAna.email, DEMO_ACCOUNTS.vendorAna.password),
  ]);
  admin = first.client;
  adminId = first.userId;
  watcher = second.client;
  vendor = ana.client;
  anon = anonClient();
  const { data, error } = await admin
    .from('blog_posts')
    .insert({ title: 'Two editors', slug: `two-editors-${randomUUID()}`, status: 'draft' })
    .select('id')
    .single();
  if (error) throw error;
  postId = (data as { id: string }).id;
});

afterAll(async () => {
  await Promise.all([admin, watcher, vendor, anon].map((client) => client.removeAllChannels()));
  await admin.from('blog_posts').delete().eq('id', postId);
});

describe('post:<id> (the blog editor)', () => {
  it('lets admins join and keeps vendors and visitors out', async () => {
    expect(await join(vendor.channel(`post:${postId}`, privately))).toBe('CHANNEL_ERROR');
    expect(await join(anon.channel(`post:${postId}`, privately))).toBe('CHANNEL_ERROR');
    expect(await join(watcher.channel(`post:${postId}`, privately))).toBe('SUBSCRIBED');
    await Promise.all([vendor, anon, watcher].map((client) => client.removeAllChannels()));
  });

  it('tells a subscriber of each save once, with the changed fields and the new version', async () => {
    const received: PostSaved[] = [];
    const channel = watcher
      .channel(`post:${postId}`, privately)
      .on('broadcast', { event: 'post_saved' }, ({ payload }) =>
        received.push(payload as PostSaved),
      );
    expect(await join(channel)).toBe('SUBSCRIBED');

    // A draft's save: one update of the row.
    const { error } = await admin
      .from('blog_posts')
      .update({ title: 'Two editors, one story', excerpt: 'Who else is here' })
      .eq('id', postId);
    expect(error).toBeNull();
    await until(() => received.length === 1);
    expect(received[0]).toMatchObject({
      id: postId,
      updated_by_id: adminId,
      fields: ['excerpt', 'title'],
      live: false,
    });
    expect(received[0]!.updated_by).toBeTruthy();
    expect(Date.parse(received[0]!.version)).toBe(await heldVersion(postId));

    // Published: the autosave keeps the edits beside the live row (post_changes)…
    const published = await admin.rpc('set_post_status', {
      post_id: postId,
      status: 'published',
      expected: received[0]!.version,
    });
    expect(published.error).toBeNull();
    await until(() => received.length === 2);
    expect(received[1]).toMatchObject({ fields: ['published_at', 'status'], live: true });

    const saved = await admin.rpc('save_post_changes', {
      post_id: postId,
      changes: { title: 'A new title', content_blocks: [{ type: 'paragraph', text: 'Hello' }] },
      expected: (published.data as { updated_at: string }).updated_at,
    });
    expect(saved.error).toBeNull();
    await until(() => received.length === 3);
    expect(received[2]).toMatchObject({ fields: ['content_blocks', 'title'], live: false });
    expect(Date.parse(received[2]!.version)).toBe(await heldVersion(postId));

    // …and Update swaps them in: a row write and a delete, told once.
    const updated = await admin.rpc('apply_post_changes', {
      post_id: postId,
      expected: (saved.data as { updated_at: string }).updated_at,
    });
    expect(updated.error).toBeNull();
    await until(() => received.length === 4);
    await wait(500);
    expect(received).toHaveLength(4);
    expect(received[3]).toMatchObject({ fields: ['content_blocks', 'title'], live: true });
    expect(Date.parse(received[3]!.version)).toBe(
      Date.parse((updated.data as { updated_at: string }).updated_at),
    );
    // Field names only: never the words.
    expect(JSON.stringify(received)).not.toContain('Hello');
    expect(JSON.stringify(received)).not.toContain('A new title');
    await watcher.removeAllChannels();
  });
});
