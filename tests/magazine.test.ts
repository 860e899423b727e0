import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from './helpers.ts';

/**
 * The magazine's database side (20261122070000_magazine.sql and the post page's embeds), through
 * supabase-js against the local stack, exactly as the SPA asks.
 */
const SEARCH = { type: 'websearch', config: 'english' } as const;
const FIXTURE_SLUG = 'zz-magazine-search-fixture';
const DRAFT_SLUG = 'zz-magazine-search-draft';

beforeAll(async () => {
  const service = serviceClient();
  await service.from('blog_posts').delete().in('slug', [FIXTURE_SLUG, DRAFT_SLUG]);
  const { error } = await service.from('blog_posts').insert([
    {
      slug: FIXTURE_SLUG,
      title: 'A Quokka Picnic',
      excerpt: 'Marmalade sandwiches on the lawn.',
      status: 'published',
      content:
        '<p class="xylophone" data-zeppelin="1">Hand-lettered <b>menus</b> and <a href="https://wombat.example">lanterns</a>.</p>',
      content_blocks: [
        { type: 'paragraph', text: 'The harpsichord played until dawn.' },
        {
          type: 'image',
          url: 'demo/narwhal-1200.webp',
          alt: 'a narwhal',
          caption: 'Tamarind sorbet at midnight',
        },
      ],
    },
    { slug: DRAFT_SLUG, title: 'A Quokka Draft', status: 'draft' },
  ]);
  if (error) throw error;
});

afterAll(async () => {
  await serviceClient().from('blog_posts').delete().in('slug', [FIXTURE_SLUG, DRAFT_SLUG]);
});

async function search(q: string) {
  const { data, error } = await anonClient()
    .from('blog_posts')
    .select('slug', { count: 'exact' })
    .eq('status', 'published')
    .textSearch('search_vector', q, SEARCH);
  if (error) throw error;
  return (data ?? []).map((row) => row.slug);
}

describe('full-text search (search_vector, wfts)', () => {
  it('finds a post by its title, excerpt, HTML body, block text and captions, with english stems', async () => {
    expect(await search('quokka')).toEqual([FIXTURE_SLUG]);
    expect(await search('marmalade sandwich')).toEqual([FIXTURE_SLUG]);
    expect(await search('lettered menus lantern')).toEqual([FIXTURE_SLUG]);
    expect(await search('harpsichords')).toEqual([FIXTURE_SLUG]);
    expect(await search('tamarind')).toEqual([FIXTURE_SLUG]);
  });

  it('understands websearch syntax: phrases, or, -not', async () => {
    expect(await search('"marmalade sandwiches"')).toEqual([FIXTURE_SLUG]);
    expect(await search('"sandwiches marmalade"')).toEqual([]);
    expect(await search('quokka -harpsichord')).toEqual([]);
    expect(await search('zzzunknown or quokka')).toEqual([FIXTURE_SLUG]);
  });

  it('never indexes markup, attribute values, URLs, alt texts or block types', async () => {
    for (const hidden of ['xylophone', 'zeppelin', 'wombat', 'narwhal', 'paragraph']) {
      expect(await search(hidden)).not.toContain(FIXTURE_SLUG);
    }
  });

  it('does not find drafts for visitors, and survives odd input', async () => {
    expect(await search('quokka draft')).toEqual([]);
    await expect(search('a(b) & | ! :* "')).resolves.toBeInstanceOf(Array);
  });

  it('finds seeded stories', async () => {
    expect(await search('cathedral veil')).toContain(
      'bridal-fashion-week-spring-2027-cathedral-veil',
    );
  });
});

describe('the post page’s one request', () => {
  it('embeds author profile, category, subcategory and credits → listings by foreign key', async () => {
    const { data, error } = await anonClient()
      .from('blog_posts')
      .select(
        'slug,category_ref:blog_categories!blog_posts_category_fkey(id,name),subcategory_ref:blog_categories!blog_posts_subcategory_fkey(id,name),profile:profiles!blog_posts_author_id_fkey(full_name,avatar_url,slug),credits:post_vendor_credits!post_vendor_credits_post_id_fkey(role,display_order,listing:listings!post_vendor_credits_listing_id_fkey(id,name,url_name))',
      )
      .eq('slug', 'olive-grove-long-table-wedding-lucca')
      .order('display_order', { referencedTable: 'credits', ascending: true })
      .maybeSingle();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      category_ref: { name: 'Real Weddings' },
      subcategory_ref: { name: 'Intimate Weddings' },
      profile: { full_name: 'Margaux Delacroix-Hale', slug: 'margaux-delacroix-hale' },
    });
    const credits = (
      data as unknown as { credits: { role: string; listing: { url_name: string } }[] }
    ).credits;
    expect(credits[0]).toMatchObject({ role: 'Venue', listing: { url_name: 'tenuta-bellandi' } });
  });

  it('a draft slug reads as nothing to a visitor', async () => {
    const { data, error } = await anonClient()
      .from('blog_posts')
      .select('slug')
      .eq('slug', DRAFT_SLUG)
      .maybeSingle();
    expect(error).toBeNull();
    expect(data).toBeNull();
  });
});

describe('reserved slugs', () => {
  it('the database refuses a post slug that is a section path', async () => {
    for (const slug of ['trends', 'real-weddings', 'destination', 'destinations']) {
      const { error } = await serviceClient()
        .from('blog_posts')
        .insert({ slug, title: 'Clash', status: 'draft' });
      expect(error?.message).toMatch(/blog_posts_slug_not_reserved/);
    }
  });
});
