import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { AUTHORS } from '../supabase/seed/corpus/authors.ts';
import { anonClient, newUserClient, serviceClient, signedInClient } from './helpers.ts';

/**
 * Writer pages (#41): a writer's page is /writers/<slug>. The database gives every writer with a
 * name a slug, once (accents folded, the first free form of the name), nobody else writes it, and
 * anon reads it exactly where it reads the name beside it: no new profile becomes readable.
 */
let service: SupabaseClient;
let admin: SupabaseClient;
let member: { client: SupabaseClient; userId: string };
let anon: SupabaseClient;
beforeAll(async () => {
  service = serviceClient();
  admin = (await signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).client;
  member = await newUserClient('writer-pages-member');
  anon = anonClient();
});

const tag = () => randomUUID().slice(0, 8);

async function addWriter(name: string) {
  const { data, error } = await admin
    .from('profiles')
    .insert({ full_name: name, bio: 'Gardens, mostly.', is_writer: true })
    .select('id,slug')
    .single();
  if (error) throw error;
  return data;
}

async function publishStory(authorId: string) {
  const slug = `writer-page-story-${tag()}`;
  const { error } = await service.from('blog_posts').insert({
    title: 'A story for the writer page',
    slug,
    status: 'published',
    published_at: new Date(Date.now() - 60_000).toISOString(),
    author_id: authorId,
  });
  if (error) throw error;
  return slug;
}

describe('writer pages', () => {
  it("every seeded author has the slug of their name, readable by anon with the author's face", async () => {
    const { data, error } = await anon
      .from('profiles')
      .select('slug,full_name,avatar_url,bio')
      .in(
        'full_name',
        AUTHORS.map((author) => author.fullName),
      );
    expect(error).toBeNull();
    expect(data).toHaveLength(AUTHORS.length);
    const lucia = data!.find((row) => row.full_name === 'Lucía Benedetti');
    expect(lucia?.slug).toBe('lucia-benedetti');
    const margaux = data!.find((row) => row.full_name === 'Margaux Delacroix-Hale');
    expect(margaux?.slug).toBe('margaux-delacroix-hale');
    for (const row of data!) expect(row.bio, row.full_name ?? '').toBeTruthy();
  });

  it('a writer added by an admin gets a slug; the same name gets the next free one', async () => {
    const name = `Ines Duarte ${tag()}`;
    const first = await addWriter(name);
    const second = await addWriter(name);
    const base = name.toLowerCase().replace(/\s+/g, '-');
    expect(first.slug).toBe(base);
    expect(second.slug).toBe(`${base}-2`);
  });

  it('accents and punctuation are folded into an address', async () => {
    const suffix = tag();
    const writer = await addWriter(`Zoë  Åberg-Núñez, Jr. ${suffix}`);
    expect(writer.slug).toBe(`zoe-aberg-nunez-jr-${suffix}`);
  });

  it('a slug stays when the writer is renamed (links keep working)', async () => {
    const writer = await addWriter(`Renamed Writer ${tag()}`);
    const renamed = await admin
      .from('profiles')
      .update({ full_name: `Someone Else ${tag()}` })
      .eq('id', writer.id)
      .select('slug')
      .single();
    expect(renamed.error).toBeNull();
    expect(renamed.data).toEqual({ slug: writer.slug });
  });

  it('nobody sets a slug: not an admin, not a member on their own profile, not anon', async () => {
    const byAdminInsert = await admin
      .from('profiles')
      .insert({ full_name: `Chosen ${tag()}`, is_writer: true, slug: 'chosen-address' })
      .select('id');
    expect(byAdminInsert.error?.code).toBe('42501');
    const writer = await addWriter(`Kept Address ${tag()}`);
    const byAdmin = await admin
      .from('profiles')
      .update({ slug: 'taken-over' })
      .eq('id', writer.id)
      .select('slug');
    expect(byAdmin.error?.code).toBe('42501');
    const own = await member.client
      .from('profiles')
      .update({ slug: 'me-me-me' })
      .eq('id', member.userId)
      .select('slug');
    expect(own.error?.code).toBe('42501');
    // anon has no update policy on profiles: the row is not touched.
    await anon.from('profiles').update({ slug: 'x' }).eq('id', writer.id);
    const { data: kept } = await service
      .from('profiles')
      .select('slug')
      .eq('id', writer.id)
      .single();
    expect(kept).toEqual({ slug: writer.slug });
  });

  it("an account's slug is public only once it signs a published story", async () => {
    const signer = await newUserClient('writer-pages-signer');
    const named = await service
      .from('profiles')
      .update({ full_name: `Signed Writer ${tag()}` })
      .eq('id', signer.userId);
    expect(named.error).toBeNull();
    const draft = await service
      .from('blog_posts')
      .insert({ title: 'Draft', slug: `writer-draft-${tag()}`, author_id: signer.userId })
      .select('id')
      .single();
    expect(draft.error).toBeNull();
    const { data: stored } = await service
      .from('profiles')
      .select('slug')
      .eq('id', signer.userId)
      .single();
    expect(stored?.slug).toMatch(/^signed-writer-/);
    // Named on a draft only: the page's address is not readable (nor the profile).
    const before = await anon.from('profiles').select('slug').eq('slug', stored!.slug!);
    expect(before.data).toEqual([]);
    await publishStory(signer.userId);
    const after = await anon.from('profiles').select('slug').eq('slug', stored!.slug!);
    expect(after.data).toEqual([{ slug: stored!.slug }]);
    // Still nothing private: the server's columns stay closed to anon.
    for (const column of ['is_writer', 'has_account', 'created_at']) {
      const hidden = await anon.from('profiles').select(column).eq('slug', stored!.slug!);
      expect(hidden.error?.code, column).toBe('42501');
    }
  });

  it("a writer's published stories are found by the slug, as the page asks (inner embed)", async () => {
    const writer = await addWriter(`Paged Writer ${tag()}`);
    const story = await publishStory(writer.id);
    const draft = `writer-page-draft-${tag()}`;
    await service.from('blog_posts').insert({ title: 'Hidden', slug: draft, author_id: writer.id });
    const { data, error, count } = await anon
      .from('blog_posts')
      .select('slug,profile:profiles!blog_posts_author_id_fkey!inner(slug)', { count: 'exact' })
      .eq('status', 'published')
      .lte('published_at', 'now')
      .eq('profile.slug', writer.slug!)
      .order('published_at', { ascending: false });
    expect(error).toBeNull();
    expect(count).toBe(1);
    expect(data).toEqual([{ slug: story, profile: { slug: writer.slug } }]);
  });

  it("a preview link's byline carries the slug only when the writer has a published story", async () => {
    const writer = await addWriter(`Preview Writer ${tag()}`);
    const post = await admin
      .from('blog_posts')
      .insert({ title: 'Preview me', slug: `writer-preview-${tag()}`, author_id: writer.id })
      .select('id')
      .single();
    expect(post.error).toBeNull();
    const link = await admin.rpc('create_post_preview', { target_post_id: post.data!.id }).single();
    expect(link.error).toBeNull();
    const token = (link.data as { token: string }).token;
    const before = await anon.rpc('post_preview_names', { token });
    expect((before.data as { profile: { slug: string | null } }).profile.slug).toBeNull();
    await publishStory(writer.id);
    const after = await anon.rpc('post_preview_names', { token });
    expect((after.data as { profile: { slug: string | null } }).profile.slug).toBe(writer.slug);
  });
});
