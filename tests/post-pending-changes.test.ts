import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { anonClient, newUserClient, serviceClient, signedInClient } from './helpers.ts';

/**
 * A live story changes only when its editor says so (#28): a published story's saves wait beside
 * it (post_changes) where no reader can read them, until Update swaps them in (one revision) or
 * Discard drops them (the live story untouched); restoring a revision of a live story makes
 * waiting changes, never a live change; publishing keeps exactly one revision.
 */
let service: SupabaseClient;
let admin: SupabaseClient;
let reader: SupabaseClient;
beforeAll(async () => {
  service = serviceClient();
  admin = (await signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).client;
  reader = (await newUserClient('pending-reader')).client;
});

const BLOCKS = [{ type: 'paragraph', text: 'The live words.' }];

/** A story published a minute ago, with its version. */
async function liveStory() {
  const slug = `pending-${randomUUID().slice(0, 12)}`;
  const { data, error } = await admin
    .from('blog_posts')
    .insert({
      title: 'The live title',
      slug,
      status: 'published',
      published_at: new Date(Date.now() - 60_000).toISOString(),
      content_blocks: BLOCKS,
    })
    .select('id,slug,updated_at')
    .single();
  if (error) throw error;
  return data as { id: string; slug: string; updated_at: string };
}

/** The story as a client reads it by its address (null: not visible). */
async function readAs(client: SupabaseClient, slug: string) {
  const { data, error } = await client
    .from('blog_posts')
    .select('title,content_blocks')
    .eq('slug', slug)
    .maybeSingle();
  if (error) throw error;
  return data as { title: string; content_blocks: unknown } | null;
}

async function saveChanges(id: string, changes: object, expected: string) {
  const { data, error } = await admin.rpc('save_post_changes', {
    post_id: id,
    changes,
    expected,
  });
  if (error) throw error;
  return (data as { updated_at: string | null }).updated_at;
}

async function revisionReasons(id: string) {
  const { data, error } = await service
    .from('post_revisions')
    .select('reason,snapshot')
    .eq('post_id', id)
    .order('id');
  if (error) throw error;
  return (data as { reason: string; snapshot: { title: string } }[]).map(
    (revision) => `${revision.reason}: ${revision.snapshot.title}`,
  );
}

describe('changes to a published story', () => {
  it('are invisible to anon and readers until Update, which makes one revision', async () => {
    const story = await liveStory();
    const typed = [{ type: 'paragraph', text: 'The new words.' }];
    const version = await saveChanges(
      story.id,
      { title: 'The new title', content_blocks: typed, status: 'draft' },
      story.updated_at,
    );
    expect(version).not.toBeNull();

    const live = { title: 'The live title', content_blocks: BLOCKS };
    for (const client of [anonClient(), reader]) {
      expect(await readAs(client, story.slug)).toEqual(live);
      const waiting = await client.from('post_changes').select('changes').eq('post_id', story.id);
      expect(waiting.data ?? []).toEqual([]);
    }
    // Only what differs waits, never a move (the status stays the live row's business).
    const held = await admin.from('post_changes').select('changes').eq('post_id', story.id);
    expect(held.data).toEqual([{ changes: { title: 'The new title', content_blocks: typed } }]);
    // Readers cannot write or discard them either.
    for (const client of [anonClient(), reader]) {
      const update = await client.rpc('apply_post_changes', {
        post_id: story.id,
        expected: version,
      });
      expect(update.error?.code).toBe('42501');
      const save = await client.rpc('save_post_changes', {
        post_id: story.id,
        changes: { title: 'Taken over' },
        expected: version,
      });
      expect(save.error?.code).toBe('42501');
    }

    // An Update on an older version writes nothing.
    const stale = await admin.rpc('apply_post_changes', {
      post_id: story.id,
      expected: story.updated_at,
    });
    expect(stale.error).toBeNull();
    expect((stale.data as { updated_at: string | null }).updated_at).toBeNull();
    expect(await readAs(anonClient(), story.slug)).toEqual(live);

    const updated = await admin.rpc('apply_post_changes', { post_id: story.id, expected: version });
    expect(updated.error).toBeNull();
    expect((updated.data as { updated_at: string | null }).updated_at).not.toBeNull();
    const after = { title: 'The new title', content_blocks: typed };
    expect(await readAs(anonClient(), story.slug)).toEqual(after);
    expect(await readAs(reader, story.slug)).toEqual(after);
    expect(
      (await admin.from('post_changes').select('post_id').eq('post_id', story.id)).data,
    ).toEqual([]);
    expect(await revisionReasons(story.id)).toEqual(['update: The new title']);
  });

  it('a save on a version someone else has moved past writes nothing', async () => {
    const story = await liveStory();
    const first = await saveChanges(story.id, { title: 'Tab one' }, story.updated_at);
    expect(first).not.toBeNull();
    expect(await saveChanges(story.id, { title: 'Tab two' }, story.updated_at)).toBeNull();
    const held = await admin.from('post_changes').select('changes').eq('post_id', story.id);
    expect(held.data).toEqual([{ changes: { title: 'Tab one' } }]);
  });

  it('Discard drops them and leaves the live story untouched', async () => {
    const story = await liveStory();
    await saveChanges(story.id, { title: 'Second thoughts' }, story.updated_at);
    // A reader cannot discard them; an admin can.
    await reader.from('post_changes').delete().eq('post_id', story.id);
    expect(
      (await service.from('post_changes').select('post_id').eq('post_id', story.id)).data,
    ).toHaveLength(1);
    const discarded = await admin.from('post_changes').delete().eq('post_id', story.id);
    expect(discarded.error).toBeNull();
    expect(
      (await service.from('post_changes').select('post_id').eq('post_id', story.id)).data,
    ).toEqual([]);
    const row = await service
      .from('blog_posts')
      .select('title,updated_at,content_blocks')
      .eq('id', story.id)
      .single();
    expect(row.data).toEqual({
      title: 'The live title',
      updated_at: story.updated_at,
      content_blocks: BLOCKS,
    });
    expect(await revisionReasons(story.id)).toEqual([]);
  });

  it('restoring a revision makes waiting changes, not a live change', async () => {
    const story = await liveStory();
    const kept = await admin.rpc('record_post_revision', { post_id: story.id, reason: 'save' });
    expect(kept.error).toBeNull();
    const version = await saveChanges(story.id, { title: 'A rewrite' }, story.updated_at);
    const updated = await admin.rpc('apply_post_changes', { post_id: story.id, expected: version });
    expect(updated.error).toBeNull();

    const restored = await admin.rpc('restore_post_revision', { revision_id: kept.data });
    expect(restored.error).toBeNull();
    expect(restored.data).toMatchObject({ post_id: story.id, pending: true });
    // Readers keep the live version; the old words wait for Update.
    expect((await readAs(anonClient(), story.slug))?.title).toBe('A rewrite');
    const held = await admin.from('post_changes').select('changes').eq('post_id', story.id);
    expect(held.data).toEqual([{ changes: { title: 'The live title' } }]);
    expect(await revisionReasons(story.id)).toEqual([
      'save: The live title',
      'update: A rewrite',
      'restore: The live title',
    ]);
  });

  it('unpublishing takes them into the draft', async () => {
    const story = await liveStory();
    const version = await saveChanges(story.id, { title: 'Kept words' }, story.updated_at);
    const moved = await admin.rpc('set_post_status', {
      post_id: story.id,
      status: 'draft',
      expected: version,
    });
    expect(moved.error).toBeNull();
    const row = await service.from('blog_posts').select('title,status').eq('id', story.id).single();
    expect(row.data).toEqual({ title: 'Kept words', status: 'draft' });
    expect(
      (await service.from('post_changes').select('post_id').eq('post_id', story.id)).data,
    ).toEqual([]);
  });
});

describe('publishing', () => {
  it('publishes now by the database’s clock with exactly one revision', async () => {
    const { data, error } = await admin
      .from('blog_posts')
      .insert({ title: 'Out now', slug: `pending-${randomUUID().slice(0, 12)}` })
      .select('id,slug,updated_at')
      .single();
    if (error) throw error;
    const before = Date.now();
    const published = await admin.rpc('set_post_status', {
      post_id: data.id,
      status: 'published',
      expected: data.updated_at,
    });
    expect(published.error).toBeNull();
    const answer = published.data as { updated_at: string; published_at: string };
    expect(Date.parse(answer.published_at)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(answer.published_at)).toBeGreaterThan(before - 5_000);
    expect(await readAs(anonClient(), data.slug as string)).not.toBeNull();
    expect(await revisionReasons(data.id as string)).toEqual(['publish: Out now']);
  });
});
