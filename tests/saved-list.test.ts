import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { LISTING_CARD_COLUMNS } from '../src/features/listings/lib/listing-columns.ts';
import { POST_CARD_SELECT } from '../src/features/posts/api/post-fields.ts';
import { anonClient, serviceClient, signedInClient } from './helpers.ts';

/**
 * A shared list (#31) is ids in a link, read back by the saved list's requests: the cards of
 * listings and stories by ids, the compare view's facts and response times, availability. Whoever
 * opens it, a visitor or an admin, gets only public pages: an unpublished listing, a draft or a
 * scheduled story, an unknown id resolve to nothing (RLS for visitors, the requests' own filters
 * for admins and owners, who could read more).
 */
const REFERENCE = JSON.parse(
  readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8'),
) as { businessCategories: Record<string, string> };
const VENUE = REFERENCE.businessCategories.venue!;
const COMPARE_FACTS =
  'id,name,created_at,price_from,price_currency,price_on_request,languages,capacity_seated,capacity_standing,setting,rooms_on_site';

let service: SupabaseClient;
let admin: SupabaseClient;
let published: { listing: string; post: string };
let hidden: { listing: string; draft: string; scheduled: string };
const unknown = randomUUID();

beforeAll(async () => {
  service = serviceClient();
  admin = (await signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).client;
  const listing = await service
    .from('listings')
    .select('id')
    .eq('status', 'published')
    .limit(1)
    .single();
  const post = await service
    .from('blog_posts')
    .select('id')
    .eq('status', 'published')
    .lte('published_at', new Date().toISOString())
    .limit(1)
    .single();
  if (listing.error || post.error) throw listing.error ?? post.error;
  published = { listing: listing.data.id as string, post: post.data.id as string };

  const tag = randomUUID().slice(0, 8);
  const draftListing = await service
    .from('listings')
    .insert({ name: `Saved ${tag}`, url_name: `saved-${tag}`, business_category_id: VENUE })
    .select('id')
    .single();
  const draftPost = await service
    .from('blog_posts')
    .insert({ title: `Saved draft ${tag}`, slug: `saved-draft-${tag}` })
    .select('id')
    .single();
  const scheduledPost = await service
    .from('blog_posts')
    .insert({
      title: `Saved scheduled ${tag}`,
      slug: `saved-scheduled-${tag}`,
      status: 'published',
      published_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    })
    .select('id')
    .single();
  for (const result of [draftListing, draftPost, scheduledPost])
    if (result.error) throw result.error;
  hidden = {
    listing: draftListing.data!.id as string,
    draft: draftPost.data!.id as string,
    scheduled: scheduledPost.data!.id as string,
  };
});

afterAll(async () => {
  await service.from('blog_posts').delete().in('id', [hidden.draft, hidden.scheduled]);
  await service.from('listings').update({ status: 'archived' }).eq('id', hidden.listing);
  await service.from('listings').delete().eq('id', hidden.listing);
});

const ids = (rows: { id: string }[] | null) => (rows ?? []).map((row) => row.id).sort();

describe.each([
  ['a visitor', () => anonClient()],
  ['an admin', () => admin],
])('a shared list opened by %s', (_who, client) => {
  it('shows the cards of published listings only', async () => {
    const { data, error } = await client()
      .from('listings')
      .select(LISTING_CARD_COLUMNS)
      .eq('status', 'published')
      .in('id', [published.listing, hidden.listing, unknown]);
    expect(error).toBeNull();
    expect(ids(data)).toEqual([published.listing]);
  });

  it("compares published listings only, and their response times don't name others", async () => {
    const facts = await client()
      .from('listings')
      .select(COMPARE_FACTS)
      .eq('status', 'published')
      .in('id', [published.listing, hidden.listing, unknown]);
    expect(facts.error).toBeNull();
    expect(ids(facts.data as { id: string }[] | null)).toEqual([published.listing]);
    const times = await client()
      .from('listing_response_times')
      .select('listing_id,median_seconds')
      .in('listing_id', [hidden.listing, unknown]);
    expect(times.error).toBeNull();
    expect(times.data).toEqual([]);
  });

  it('shows live stories only: no draft, nothing scheduled', async () => {
    const { data, error } = await client()
      .from('blog_posts')
      .select(POST_CARD_SELECT)
      .eq('status', 'published')
      .lte('published_at', 'now')
      .in('id', [published.post, hidden.draft, hidden.scheduled, unknown]);
    expect(error).toBeNull();
    expect(ids(data)).toEqual([published.post]);
  });

  it('tells availability of published listings only', async () => {
    const { data, error } = await client().rpc('listing_availability', {
      p_listing_ids: [published.listing, hidden.listing, unknown],
      p_day: '2031-06-20',
    });
    expect(error).toBeNull();
    expect((data as { listing_id: string }[]).map((row) => row.listing_id)).toEqual([
      published.listing,
    ]);
  });
});

it('a visitor reads nothing of an unpublished listing even without the status filter (RLS)', async () => {
  const { data, error } = await anonClient()
    .from('listings')
    .select('id')
    .in('id', [hidden.listing]);
  expect(error).toBeNull();
  expect(data).toEqual([]);
});
