import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { anonClient, newUserClient, serviceClient, signedInClient } from './helpers.ts';

/**
 * Preview links (#28): a token an admin makes opens exactly its story for anyone (post_preview,
 * security definer), and nothing once revoked or expired; tokens are stored hashed and cannot be
 * listed by anyone but admins; a published story's token says so (the page redirects). And every
 * public list hides a scheduled story from an admin too (published_at <= 'now').
 */
const DRAFT = 'zz-preview-draft';
const OTHER = 'zz-preview-other';
const SCHEDULED = 'zz-preview-scheduled';
const FUTURE = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

let service: SupabaseClient;
let admin: SupabaseClient;
const ids: Record<string, string> = {};

beforeAll(async () => {
  service = serviceClient();
  admin = (await signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).client;
  await service.from('blog_posts').delete().in('slug', [DRAFT, OTHER, SCHEDULED]);
  const { data, error } = await service
    .from('blog_posts')
    .insert([
      { slug: DRAFT, title: 'A Preview Draft', status: 'draft' },
      { slug: OTHER, title: 'Another Draft', status: 'draft' },
      { slug: SCHEDULED, title: 'A Scheduled Story', status: 'published', published_at: FUTURE },
    ])
    .select('id,slug');
  if (error) throw error;
  for (const row of data) ids[row.slug] = row.id;
});

afterAll(async () => {
  // A story's credits are kept from going with it (no cascade): the test's go first.
  await serviceClient().from('post_vendor_credits').delete().in('post_id', Object.values(ids));
  const { error } = await serviceClient()
    .from('blog_posts')
    .delete()
    .in('slug', [DRAFT, OTHER, SCHEDULED]);
  if (error) throw error;
});

async function createLink(slug: string) {
  const { data, error } = await admin
    .rpc('create_post_preview', { target_post_id: ids[slug] })
    .single<{ id: string; token: string; expires_at: string }>();
  if (error) throw error;
  return data;
}

async function open(token: string, client = anonClient()) {
  const { data, error } = await client.rpc('post_preview', { token }).select('slug,status');
  if (error) throw error;
  return data as { slug: string; status: string }[];
}

describe('preview links', () => {
  it('a token opens exactly its story, without signing in, for seven days', async () => {
    const link = await createLink(DRAFT);
    expect(link.token).toMatch(/^[0-9a-f]{64}$/);
    const days = (new Date(link.expires_at).getTime() - Date.now()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(await open(link.token)).toEqual([{ slug: DRAFT, status: 'draft' }]);
    // The draft itself stays hidden from anon outside the function.
    const direct = await anonClient().from('blog_posts').select('slug').eq('slug', DRAFT);
    expect(direct.data).toEqual([]);
  });

  it('a wrong or guessed token opens nothing', async () => {
    await createLink(OTHER);
    expect(await open('0'.repeat(64))).toEqual([]);
    expect(await open('not-a-token')).toEqual([]);
    expect(await open('')).toEqual([]);
  });

  it('stops working when revoked', async () => {
    const link = await createLink(OTHER);
    expect(await open(link.token)).toHaveLength(1);
    const { error } = await admin
      .from('post_preview_tokens')
      .update({ revoked_at: new Date().toISOString() })
      .eq('id', link.id);
    expect(error).toBeNull();
    expect(await open(link.token)).toEqual([]);
  });

  it('stops working when expired', async () => {
    const link = await createLink(OTHER);
    const { error } = await service
      .from('post_preview_tokens')
      .update({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .eq('id', link.id);
    expect(error).toBeNull();
    expect(await open(link.token)).toEqual([]);
  });

  it('cannot be listed, made or revoked by anon or a signed-in reader; only hashes are kept', async () => {
    const link = await createLink(DRAFT);
    const anon = await anonClient().from('post_preview_tokens').select('id,token_hash');
    expect(anon.data ?? []).toEqual([]);
    const reader = (await newUserClient('preview-reader')).client;
    const listed = await reader.from('post_preview_tokens').select('id');
    expect(listed.data ?? []).toEqual([]);
    const made = await reader.rpc('create_post_preview', { target_post_id: ids[DRAFT] });
    expect(made.error).not.toBeNull();
    const anonMade = await anonClient().rpc('create_post_preview', { target_post_id: ids[DRAFT] });
    expect(anonMade.error).not.toBeNull();
    await reader
      .from('post_preview_tokens')
      .update({ revoked_at: new Date().toISOString() })
      .eq('id', link.id);
    expect(await open(link.token)).toHaveLength(1);
    const stored = await admin.from('post_preview_tokens').select('token_hash').eq('id', link.id);
    expect(stored.data?.[0]?.token_hash).not.toBe(link.token);
    expect(stored.data?.[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('says so once the story is published (the page redirects to it)', async () => {
    const link = await createLink(OTHER);
    const { error } = await service
      .from('blog_posts')
      .update({ status: 'published', published_at: new Date(Date.now() - 1000).toISOString() })
      .eq('id', ids[OTHER]);
    expect(error).toBeNull();
    const [story] = await open(link.token);
    expect(story).toEqual({ slug: OTHER, status: 'published' });
  });
});

describe('public lists show only what readers see, for admins too', () => {
  it("an admin's /blog list (published_at <= now) leaves out a scheduled story", async () => {
    const everything = await admin.from('blog_posts').select('slug').eq('slug', SCHEDULED);
    expect(everything.data).toEqual([{ slug: SCHEDULED }]);
    // Newest first: unfiltered, the story dated next week would lead the list.
    const listed = await admin
      .from('blog_posts')
      .select('slug')
      .eq('status', 'published')
      .lte('published_at', 'now')
      .order('published_at', { ascending: false })
      .limit(5);
    expect(listed.error).toBeNull();
    const slugs = (listed.data ?? []).map((row) => row.slug);
    expect(slugs.length).toBeGreaterThan(0);
    expect(slugs).not.toContain(SCHEDULED);
  });
});

describe('a preview link names the story as readers will see it (#41)', () => {
  it('gives a visitor the byline, the section and the vendors a draft cannot embed', async () => {
    // An author with an account who has never signed a published story: not public by policy.
    const author = await newUserClient('preview-author');
    await service.from('profiles').update({ full_name: 'Ines Duarte' }).eq('id', author.userId);
    const category = await service.from('blog_categories').select('id,name').limit(1).single();
    const listings = await service.from('listings').select('id,name,url_name,status');
    const published = listings.data!.find((row) => row.status === 'published')!;
    const unpublished = listings.data!.find((row) => row.status !== 'published')!;
    const updated = await service
      .from('blog_posts')
      .update({ author_id: author.userId, category: category.data!.id })
      .eq('id', ids[DRAFT]);
    expect(updated.error).toBeNull();
    await service.from('post_vendor_credits').delete().eq('post_id', ids[DRAFT]);
    const credited = await service.from('post_vendor_credits').insert([
      { post_id: ids[DRAFT], listing_id: published.id, role: 'Venue', display_order: 0 },
      { post_id: ids[DRAFT], listing_id: unpublished.id, role: 'Flowers', display_order: 1 },
    ]);
    expect(credited.error).toBeNull();

    // What a visitor cannot read directly…
    const profile = await anonClient().from('profiles').select('full_name').eq('id', author.userId);
    expect(profile.data ?? []).toEqual([]);

    // …the link names, and only for its own story.
    const link = await createLink(DRAFT);
    const { data, error } = await anonClient().rpc('post_preview_names', { token: link.token });
    expect(error).toBeNull();
    expect(data).toEqual({
      // No published story yet: no writer's page to link the byline to (slug null).
      profile: { full_name: 'Ines Duarte', avatar_url: null, slug: null },
      category_ref: { id: category.data!.id, name: category.data!.name },
      subcategory_ref: null,
      credits: [
        {
          role: 'Venue',
          display_order: 0,
          listing: { id: published.id, name: published.name, url_name: published.url_name },
        },
        // A listing visitors cannot open is credited without it, as on the live page.
        { role: 'Flowers', display_order: 1, listing: null },
      ],
    });
    for (const token of ['0'.repeat(64), 'not-a-token', '']) {
      const wrong = await anonClient().rpc('post_preview_names', { token });
      expect(wrong.error).toBeNull();
      expect(wrong.data).toBeNull();
    }
    const tooLong = await anonClient().rpc('post_preview_names', { token: 'a'.repeat(201) });
    expect(tooLong.error).not.toBeNull();
  });
});
