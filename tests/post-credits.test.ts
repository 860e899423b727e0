import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { anonClient, serviceClient, signedInClient } from './helpers.ts';

/**
 * Credits that travel (#28): every credit in a story, story-level (post_vendor_credits) and in its
 * blocks (credits blocks, gallery photos), reaches the credited vendor's page through post_credits,
 * derived by the database, once per story and vendor; only live stories are listed, for admins too;
 * a change to the story's blocks changes the vendor page.
 */
const REFERENCE = JSON.parse(
  readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8'),
) as { businessCategories: Record<string, string> };
const PHOTOGRAPHY = REFERENCE.businessCategories.photography!;
const STORY = 'zz-credits-story';
const SCHEDULED = 'zz-credits-scheduled';
const VENDOR_SELECT = 'url_name,credits:post_credits(role,post:blog_posts(slug))';

let service: SupabaseClient;
let admin: SupabaseClient;
let photographer: string;
let florist: string;
let storyId: string;

const credit = (role: string, urlName: string) => ({ role, name: urlName, url_name: urlName });
const gallery = (urlName: string, role = 'Photography') => ({
  type: 'gallery',
  images: [
    { url: 'demo/a.webp', alt: 'a', credits: [credit(role, urlName)] },
    { url: 'demo/b.webp', alt: 'b', credits: [credit(role, urlName)] },
  ],
});

async function newListing(label: string) {
  const urlName = `credits-${label}-${randomUUID().slice(0, 8)}`;
  const { error } = await service.from('listings').insert({
    name: urlName,
    url_name: urlName,
    business_category_id: PHOTOGRAPHY,
    status: 'published',
  });
  if (error) throw error;
  return urlName;
}

async function featuredIn(urlName: string, client: SupabaseClient = anonClient()) {
  const { data, error } = await client
    .from('listings')
    .select(VENDOR_SELECT)
    .eq('url_name', urlName)
    .single<{ credits: { role: string; post: { slug: string } | null }[] }>();
  if (error) throw error;
  return data.credits.map((row) => ({ role: row.role, slug: row.post?.slug }));
}

beforeAll(async () => {
  service = serviceClient();
  admin = (await signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).client;
  photographer = await newListing('photo');
  florist = await newListing('flowers');
  await service.from('blog_posts').delete().in('slug', [STORY, SCHEDULED]);
  const { data, error } = await service
    .from('blog_posts')
    .insert([
      {
        slug: STORY,
        title: 'A Credited Wedding',
        status: 'published',
        published_at: new Date(Date.now() - 60_000).toISOString(),
        content_blocks: [
          gallery(photographer),
          {
            type: 'vendor_credits',
            heading: 'The Vendors',
            credits: [credit('Photography', photographer)],
          },
        ],
      },
      {
        slug: SCHEDULED,
        title: 'A Scheduled Wedding',
        status: 'published',
        published_at: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
        content_blocks: [gallery(photographer)],
      },
    ])
    .select('id,slug');
  if (error) throw error;
  storyId = data.find((row) => row.slug === STORY)!.id;
});

afterAll(async () => {
  const cleanup = serviceClient();
  await cleanup.from('blog_posts').delete().in('slug', [STORY, SCHEDULED]);
  await cleanup.from('listings').delete().in('url_name', [photographer, florist]);
});

describe('post_credits', () => {
  it('a photo credit in a gallery puts the story on the vendor page, once per story', async () => {
    expect(await featuredIn(photographer)).toEqual([{ role: 'Photography', slug: STORY }]);
  });

  it('a scheduled story is not listed, for an admin either', async () => {
    const slugs = (await featuredIn(photographer, admin)).map((row) => row.slug);
    expect(slugs).toEqual([STORY]);
  });

  it('follows a change of the blocks and of the story-level credits, roles joined', async () => {
    expect(await featuredIn(florist)).toEqual([]);
    const { error } = await service
      .from('blog_posts')
      .update({ content_blocks: [gallery(photographer), gallery(florist, 'Flowers')] })
      .eq('id', storyId);
    expect(error).toBeNull();
    expect(await featuredIn(florist)).toEqual([{ role: 'Flowers', slug: STORY }]);

    const listing = await service.from('listings').select('id').eq('url_name', florist).single();
    const added = await service
      .from('post_vendor_credits')
      .insert({ post_id: storyId, listing_id: listing.data!.id, role: 'Styling' });
    expect(added.error).toBeNull();
    expect(await featuredIn(florist)).toEqual([{ role: 'Flowers, Styling', slug: STORY }]);

    await service.from('blog_posts').update({ content_blocks: [] }).eq('id', storyId);
    expect(await featuredIn(photographer)).toEqual([]);
    expect(await featuredIn(florist)).toEqual([{ role: 'Styling', slug: STORY }]);
  });

  it('nobody but the database writes it', async () => {
    const listing = await service
      .from('listings')
      .select('id')
      .eq('url_name', photographer)
      .single();
    const row = { post_id: storyId, listing_id: listing.data!.id, role: 'Forged' };
    expect((await admin.from('post_credits').insert(row)).error).not.toBeNull();
    expect((await anonClient().from('post_credits').insert(row)).error).not.toBeNull();
  });
});
