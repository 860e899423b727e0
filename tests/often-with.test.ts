import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OFTEN_WITH_EMBED,
  rankPartners,
  type CreditPair,
} from '../src/features/listings/lib/often-with.ts';
import { anonClient, serviceClient } from './helpers.ts';

/**
 * Often works with (#32): the vendors a listing is credited beside in live stories, computed by
 * the database (post_credit_pairs, derived from post_credits, embedded in the vendor page's one
 * request): each story counts once per pair however many times it credits them, drafts
 * and scheduled stories do not count, an unpublished partner is never named, and the evidence is
 * the stories themselves, newest first.
 */
const REFERENCE = JSON.parse(
  readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8'),
) as { businessCategories: Record<string, string> };
const PHOTOGRAPHY = REFERENCE.businessCategories.photography!;
const SELECT = `url_name,${OFTEN_WITH_EMBED}`;

let service: SupabaseClient;
const listings: Record<string, string> = {};
const slugs: string[] = [];

const credit = (urlName: string, role = 'Photography') => ({
  role,
  name: urlName,
  url_name: urlName,
});
const creditsBlock = (...urlNames: string[]) => ({
  type: 'vendor_credits',
  heading: 'The Vendors',
  credits: urlNames.map((urlName) => credit(urlName)),
});

async function newListing(label: string, status = 'published') {
  const urlName = `often-${label}-${randomUUID().slice(0, 8)}`;
  const { error } = await service
    .from('listings')
    .insert({ name: urlName, url_name: urlName, business_category_id: PHOTOGRAPHY, status });
  if (error) throw error;
  listings[label] = urlName;
}

async function story(label: string, blocks: unknown[], at = -60_000, status = 'published') {
  const slug = `often-${label}-${randomUUID().slice(0, 8)}`;
  const { error } = await service.from('blog_posts').insert({
    slug,
    title: `Together ${label}`,
    status,
    published_at: new Date(Date.now() + at).toISOString(),
    content_blocks: blocks,
  });
  if (error) throw error;
  slugs.push(slug);
  return slug;
}

async function oftenWith(label: string, client: SupabaseClient = anonClient()) {
  const { data, error } = await client
    .from('listings')
    .select(SELECT)
    .eq('url_name', listings[label]!)
    .single<{ pairs: CreditPair[] }>();
  if (error) throw error;
  return rankPartners(data.pairs).map((partner) => ({
    url_name: partner.url_name,
    category: partner.category?.slug,
    shared: partner.stories.length,
    stories: partner.stories.map((story) => story.slug),
  }));
}

beforeAll(async () => {
  service = serviceClient();
  for (const label of ['planner', 'florist', 'band', 'hidden', 'lonely'])
    await newListing(label, label === 'hidden' ? 'draft' : 'published');
  const { planner, florist, band, hidden } = listings as Record<string, string> &
    Record<'planner' | 'florist' | 'band' | 'hidden', string>;
  // Two live stories with the planner and the florist (one credits the florist twice), one with
  // the band; a draft and a scheduled story that would tip the counts; a hidden partner.
  await story('one', [creditsBlock(planner, florist, hidden), creditsBlock(florist)], -120_000);
  await story('two', [creditsBlock(planner, florist, band)], -60_000);
  await story('draft', [creditsBlock(planner, band)], -60_000, 'draft');
  await story('later', [creditsBlock(planner, band)], 3_600_000);
});

afterAll(async () => {
  await service.from('blog_posts').delete().in('slug', slugs);
  await service.from('listings').delete().in('url_name', Object.values(listings));
});

describe('often works with', () => {
  it('counts each live story once per pair, most frequent first, with the stories as evidence', async () => {
    const partners = await oftenWith('planner');
    expect(partners.map(({ url_name, shared }) => [url_name, shared])).toEqual([
      [listings.florist, 2],
      [listings.band, 1],
    ]);
    expect(partners[0]!.stories).toEqual([slugs[1], slugs[0]]);
    expect(partners[0]!.category).toBe('photography');
  });

  it('is symmetric, leaves out drafts, scheduled stories and unpublished partners', async () => {
    const band = await oftenWith('band');
    expect(band.map(({ url_name, shared }) => [url_name, shared])).toEqual([
      [listings.florist, 1],
      [listings.planner, 1],
    ]);
    const florist = await oftenWith('florist');
    expect(florist.map((p) => p.url_name)).not.toContain(listings.hidden);
    expect(await oftenWith('lonely')).toEqual([]);
  });

  it('follows a story when its credits change', async () => {
    const { error } = await service
      .from('blog_posts')
      .update({ content_blocks: [creditsBlock(listings.planner!, listings.band!)] })
      .eq('slug', slugs[1]!);
    expect(error).toBeNull();
    const partners = await oftenWith('planner');
    expect(partners.map(({ url_name, shared }) => [url_name, shared])).toEqual([
      [listings.band, 1],
      [listings.florist, 1],
    ]);
  });

  it('is read-only to clients', async () => {
    const { data: planner } = await service
      .from('listings')
      .select('id')
      .eq('url_name', listings.planner!)
      .single();
    const { data: story } = await service
      .from('blog_posts')
      .select('id')
      .eq('slug', slugs[0]!)
      .single();
    const { error } = await anonClient()
      .from('post_credit_pairs')
      .insert({ post_id: story!.id, listing_id: planner!.id, partner_id: planner!.id });
    expect(error?.code).toBe('42501');
  });
});
