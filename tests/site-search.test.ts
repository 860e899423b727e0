import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { anonClient, serviceClient, signedInClient } from './helpers.ts';

/**
 * The site search (#33): search_site(q) finds live stories, published vendors and venues despite
 * typos, accents either way, word order and partial words; a vendor by its city, its category's
 * name and the stories it is credited in; never a draft, a scheduled story, an unpublished listing
 * or a private column, for a visitor or an admin.
 */
const REFERENCE = JSON.parse(
  readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8'),
) as { businessCategories: Record<string, string> };
const FLORIST = REFERENCE.businessCategories.florist!;
const VENUE = REFERENCE.businessCategories.venue!;
const COLUMNS = [
  'category',
  'id',
  'image',
  'kind',
  'place',
  'published_at',
  'score',
  'slug',
  'title',
];
const tag = randomUUID().slice(0, 6);

type Hit = {
  kind: string;
  title: string;
  slug: string;
  category: string | null;
  place: string | null;
};

let service: SupabaseClient;
let admin: SupabaseClient;
const postIds: string[] = [];
const listingIds: string[] = [];

async function search(q: string, client: SupabaseClient = anonClient(), perKind = 10) {
  const { data, error } = await client.rpc('search_site', { q, per_kind: perKind });
  if (error) throw error;
  return data as Hit[];
}
const titles = (hits: Hit[], kind: string) =>
  hits.filter((h) => h.kind === kind).map((h) => h.title);

async function addListing(row: Record<string, unknown>) {
  const urlName = `search-${tag}-${randomUUID().slice(0, 8)}`;
  const { data, error } = await service
    .from('listings')
    .insert({ url_name: urlName, business_category_id: FLORIST, status: 'published', ...row })
    .select('id')
    .single();
  if (error) throw error;
  listingIds.push(data.id);
  return data.id as string;
}

async function addPost(row: Record<string, unknown>) {
  const slug = `search-${randomUUID().slice(0, 12)}`;
  const { data, error } = await service
    .from('blog_posts')
    .insert({ slug, ...row })
    .select('id')
    .single();
  if (error) throw error;
  postIds.push(data.id);
  return data.id as string;
}

const past = new Date(Date.now() - 3_600_000).toISOString();
const future = new Date(Date.now() + 30 * 86_400_000).toISOString();

beforeAll(async () => {
  service = serviceClient();
  admin = (await signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).client;
  const credited = await addListing({ name: 'Fiori di Campo', city: 'Lucca', country: 'Italy' });
  await addListing({ name: 'Atelier Quillon', city: 'Zyzzogeton Falls', state: 'Montana' });
  await addListing({ name: 'Villa Quillon Draft', status: 'draft', contact_email: 'x@y.zz' });
  await addListing({ name: 'Villa Quillon Pending', status: 'pending' });
  await addListing({
    name: 'Castello di Quillonè',
    business_category_id: VENUE,
    city: 'Siena',
    contact_email: 'castle@example.com',
  });
  const story = await addPost({
    title: 'A Xylophonic Wedding in the Hills',
    status: 'published',
    published_at: past,
  });
  const { error } = await service
    .from('post_vendor_credits')
    .insert({ post_id: story, listing_id: credited, role: 'Flowers' });
  if (error) throw error;
  await addPost({ title: 'Xylophonic Draft Notes', status: 'draft' });
  await addPost({ title: 'Xylophonic Scheduled Story', status: 'published', published_at: future });
  await addPost({ title: 'Xylophonic Archive', status: 'archived', published_at: past });
});

afterAll(async () => {
  await service.from('post_vendor_credits').delete().in('post_id', postIds);
  if (postIds.length) await service.from('blog_posts').delete().in('id', postIds);
  if (listingIds.length) await service.from('listings').delete().in('id', listingIds);
});

describe('search_site: forgiving', () => {
  it('finds a vendor despite a missing letter, and in any word order', async () => {
    expect(titles(await search('bellandi fotografa'), 'vendor')[0]).toBe('Bellandi Fotografia');
    expect(titles(await search('fotografia bellandi'), 'vendor')[0]).toBe('Bellandi Fotografia');
  });

  it('finds a story whose title has an accent when the accent is left out', async () => {
    const stories = titles(await search('chateau weekend'), 'story');
    expect(stories[0]).toMatch(/^The Château Weekend/);
  });

  it('finds a name without an accent when the query has one, and the other way round', async () => {
    expect(titles(await search('bellàndi fotogràfia'), 'vendor')[0]).toBe('Bellandi Fotografia');
    expect(titles(await search('castello quillone'), 'venue')).toContain('Castello di Quillonè');
  });

  it('finds partial words', async () => {
    expect(titles(await search('bellan'), 'vendor')).toContain('Bellandi Fotografia');
    expect(titles(await search('xylopho'), 'story')).toEqual(['A Xylophonic Wedding in the Hills']);
  });

  it('finds a vendor by its city, its category name and the stories it is credited in', async () => {
    expect(titles(await search('zyzzogeton'), 'vendor')).toEqual(['Atelier Quillon']);
    expect(titles(await search('zyzogeton fals'), 'vendor')).toEqual(['Atelier Quillon']);
    const florists = (await search('florists', anonClient(), 24)).filter(
      (h) => h.kind === 'vendor',
    );
    expect(florists.length).toBeGreaterThan(1);
    expect(new Set(florists.map((h) => h.category))).toEqual(new Set(['Florist']));
    expect(titles(await search('xylophonic wedding'), 'vendor')).toContain('Fiori di Campo');
  });

  it('groups venues apart with their category and place, stories with their slug', async () => {
    const hits = await search('quillone siena');
    const venue = hits.find((h) => h.title === 'Castello di Quillonè');
    expect(venue).toMatchObject({ kind: 'venue', category: 'Venue', place: 'Siena' });
    const kinds = hits.map((h) => h.kind);
    expect(kinds).toEqual([...kinds].sort((a, b) => order(a) - order(b)));
  });

  it('answers nothing for a query under two letters, and caps each kind', async () => {
    expect(await search(' a ')).toEqual([]);
    const hits = await search('wedding', anonClient(), 2);
    for (const kind of ['story', 'vendor', 'venue'])
      expect(hits.filter((h) => h.kind === kind).length).toBeLessThanOrEqual(2);
    expect(hits.filter((h) => h.kind === 'story')).toHaveLength(2);
  });
});

const order = (kind: string) => ['story', 'vendor', 'venue'].indexOf(kind);

describe('search_site: only what is public', () => {
  for (const [who, client] of [
    ['a visitor', () => anonClient()],
    ['an admin', () => admin],
  ] as const) {
    it(`never returns drafts, scheduled or archived stories to ${who}`, async () => {
      const stories = titles(await search('xylophonic', client()), 'story');
      expect(stories).toEqual(['A Xylophonic Wedding in the Hills']);
    });

    it(`never returns unpublished listings to ${who}`, async () => {
      const hits = await search('quillon', client(), 24);
      expect(hits.map((h) => h.title).filter((t) => t.startsWith('Villa Quillon'))).toEqual([]);
      expect(hits.map((h) => h.title)).toContain('Atelier Quillon');
    });
  }

  it('returns only the public columns, never contact details', async () => {
    const hits = await search('castello quillone');
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(Object.keys(hit).sort()).toEqual(COLUMNS);
    expect(JSON.stringify(hits)).not.toContain('castle@example.com');
  });
});

describe('search_site: known words (#45)', () => {
  // Over a thousand stories share "zorb" (a common word, as "story" is at 50,000), each numbered.
  const COMMON = 1001;
  const numbered = (n: number) => `A zorb to remember, number ${n}`;

  beforeAll(async () => {
    const rows = Array.from({ length: COMMON }, (_, i) => ({
      slug: `zorb-${tag}-${i + 1}`,
      title: numbered(i + 1),
      status: 'published',
      published_at: new Date(Date.UTC(2020, 0, 1) - (i + 1) * 60_000).toISOString(),
    }));
    const { error } = await service.from('blog_posts').insert(rows);
    if (error) throw error;
  });

  afterAll(async () => {
    await service.from('blog_posts').delete().like('slug', `zorb-${tag}-%`);
  });

  const storyWord = async (word: string) => {
    const { data, error } = await service
      .from('search_story_words')
      .select('stories')
      .eq('word', word);
    if (error) throw error;
    return data.map((row) => row.stories as number);
  };

  it('ranks one old story first next to a word of over a thousand stories', async () => {
    expect(await storyWord('zorb')).toEqual([COMMON]);
    expect(titles(await search('zorb 917'), 'story')[0]).toBe(numbered(917));
  });

  it('finds it with a typo, which the newest fuzzy matches of the common word leave out', async () => {
    expect(titles(await search('remembr zorb 917'), 'story')[0]).toBe(numbered(917));
  });

  it('knows a published story’s words, and forgets them when it is unpublished or deleted', async () => {
    const id = await addPost({
      title: 'The Quokkafest Garden Party',
      status: 'published',
      published_at: past,
    });
    expect(await storyWord('quokkafest')).toEqual([1]);
    expect(titles(await search('quokafest'), 'story')).toEqual(['The Quokkafest Garden Party']);

    const unpublish = await service.from('blog_posts').update({ status: 'draft' }).eq('id', id);
    if (unpublish.error) throw unpublish.error;
    expect(await storyWord('quokkafest')).toEqual([]);
    expect(titles(await search('quokafest'), 'story')).toEqual([]);

    const again = await service.from('blog_posts').update({ status: 'published' }).eq('id', id);
    if (again.error) throw again.error;
    expect(await storyWord('quokkafest')).toEqual([1]);
    const removed = await service.from('blog_posts').delete().eq('id', id);
    if (removed.error) throw removed.error;
    expect(await storyWord('quokkafest')).toEqual([]);
  });

  it('is read by no browser role', async () => {
    expect(await storyWord('zorb')).toEqual([COMMON]);
    // Row-level security with no policy (lite grants table privileges to the browser roles itself).
    for (const client of [anonClient(), admin]) {
      const { data } = await client.from('search_story_words').select('word').eq('word', 'zorb');
      expect(data ?? []).toEqual([]);
    }
  });
});
