import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { anonClient, newUserClient, serviceClient, signedInClient } from './helpers.ts';

/**
 * Writers are profiles: an admin adds one who never signs in (name, short bio, avatar); anyone
 * reads a writer's public face and nothing else of a profile; only admins add writers; a story
 * names a writer as its author and the byline embed follows.
 */
let service: SupabaseClient;
let admin: SupabaseClient;
let member: { client: SupabaseClient; userId: string };
let anon: SupabaseClient;
beforeAll(async () => {
  service = serviceClient();
  admin = (await signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).client;
  member = await newUserClient('writer-member');
  anon = anonClient();
});

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

async function addWriter(client: SupabaseClient, name = unique('Ines Duarte')) {
  return client
    .from('profiles')
    .insert({
      full_name: name,
      bio: 'Writes about gardens and the people who marry in them.',
      avatar_url: 'https://example.com/ines.jpg',
      is_writer: true,
    })
    .select('id,full_name')
    .single();
}

describe('writers', () => {
  it('an admin adds a writer who has no account', async () => {
    const { data, error } = await addWriter(admin);
    expect(error).toBeNull();
    const account = await service
      .from('profiles')
      .select('is_writer,has_account')
      .eq('id', data!.id)
      .single();
    expect(account.data).toEqual({ is_writer: true, has_account: false });
  });

  it('only admins add writers, and only as writers', async () => {
    const byMember = await addWriter(member.client);
    expect(byMember.error?.code).toBe('42501');
    const byAnon = await addWriter(anon);
    expect(byAnon.error?.code).toBe('42501');
    const notWriter = await admin
      .from('profiles')
      .insert({ full_name: unique('Nobody') })
      .select('id')
      .single();
    expect(notWriter.error?.code).toBe('42501');
  });

  it('a member cannot make themselves a writer; an admin edits a writer', async () => {
    const own = await member.client
      .from('profiles')
      .update({ is_writer: true })
      .eq('id', member.userId)
      .select('id');
    expect(own.error?.code).toBe('42501');
    const { data: writer } = await addWriter(admin);
    const edited = await admin
      .from('profiles')
      .update({ bio: 'Now writing about venues.' })
      .eq('id', writer!.id)
      .select('bio')
      .single();
    expect(edited.data).toEqual({ bio: 'Now writing about venues.' });
    const byMember = await member.client
      .from('profiles')
      .update({ bio: 'Hijacked.' })
      .eq('id', writer!.id)
      .select('bio');
    expect(byMember.data).toEqual([]);
  });

  it("anon reads a writer's public fields, and only those", async () => {
    const name = unique('Public Writer');
    const { data: writer } = await addWriter(admin, name);
    const visible = await anon
      .from('profiles')
      .select('id,full_name,bio,avatar_url')
      .eq('id', writer!.id)
      .single();
    expect(visible.data).toEqual({
      id: writer!.id,
      full_name: name,
      bio: 'Writes about gardens and the people who marry in them.',
      avatar_url: 'https://example.com/ines.jpg',
    });
    for (const column of ['created_at', 'updated_at', 'is_writer', 'has_account']) {
      const hidden = await anon.from('profiles').select(column).eq('id', writer!.id);
      expect(hidden.error?.code, column).toBe('42501');
    }
    // A member's profile stays private.
    const member_ = await anon.from('profiles').select('id').eq('id', member.userId);
    expect(member_.data).toEqual([]);
  });

  it('a story names a writer as its author, and the byline follows', async () => {
    const name = unique('Byline Writer');
    const { data: writer } = await addWriter(admin, name);
    const slug = `writer-story-${randomUUID().slice(0, 8)}`;
    const created = await admin
      .from('blog_posts')
      .insert({ title: 'A garden wedding', slug, status: 'draft' })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    const named = await admin
      .from('blog_posts')
      .update({ author_id: writer!.id })
      .eq('id', created.data!.id)
      .select('author_id')
      .single();
    expect(named.data).toEqual({ author_id: writer!.id });
    const published = await service
      .from('blog_posts')
      .update({ status: 'published', published_at: new Date(Date.now() - 60_000).toISOString() })
      .eq('id', created.data!.id);
    expect(published.error).toBeNull();
    const read = await anon
      .from('blog_posts')
      .select('slug,profile:profiles!blog_posts_author_id_fkey(full_name,avatar_url)')
      .eq('slug', slug)
      .single();
    expect(read.data).toEqual({
      slug,
      profile: { full_name: name, avatar_url: 'https://example.com/ines.jpg' },
    });
  });

  it('whoever signs a story is offered as a writer; an account stays private until published', async () => {
    const signer = await newUserClient('writer-signer');
    const slug = `signed-story-${randomUUID().slice(0, 8)}`;
    const created = await service
      .from('blog_posts')
      .insert({ title: 'Signed', slug, status: 'draft', author_id: signer.userId })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    const marked = await service
      .from('profiles')
      .select('is_writer,has_account')
      .eq('id', signer.userId)
      .single();
    expect(marked.data).toEqual({ is_writer: true, has_account: true });
    const listed = await admin.from('profiles').select('id').eq('is_writer', true);
    expect(listed.data).toContainEqual({ id: signer.userId });
    // A draft's byline is nobody's business yet.
    const hidden = await anon.from('profiles').select('id').eq('id', signer.userId);
    expect(hidden.data).toEqual([]);
  });

  it("a deleted account's profile goes with it", async () => {
    const gone = await newUserClient('writer-gone');
    const deleted = await gone.client.rpc('delete_account', { confirmation: 'DELETE' });
    expect(deleted.error).toBeNull();
    const { data } = await service.from('profiles').select('id').eq('id', gone.userId);
    expect(data).toEqual([]);
  });
});
