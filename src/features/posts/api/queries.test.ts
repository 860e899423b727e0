// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORY_IDS } from '@/config/reference-ids';
import { server } from '@/testing/server';
import { getAdjacentPosts } from './get-adjacent-posts';
import { getBlogCategories } from './get-blog-categories';
import { getNybfwPosts } from './get-nybfw-posts';
import { getPost, POST_DETAIL_SELECT } from './get-post';
import { getPosts } from './get-posts';
import { getRelatedPosts } from './get-related-posts';
import { getSectionPosts } from './get-section-posts';
import { POST_CARD_SELECT } from './post-fields';

/** Records every request to a table and answers with `rows` (and a total for count=exact). */
function capture(table: string, rows: unknown = [], total?: number) {
  const requests: { url: URL; headers: Headers }[] = [];
  server.use(
    http.get(`*/rest/v1/${table}`, ({ request }) => {
      requests.push({ url: new URL(request.url), headers: request.headers });
      const headers = new Headers();
      if (total !== undefined) headers.set('Content-Range', `0-0/${total}`);
      return HttpResponse.json(rows as object[], { headers });
    }),
  );
  return requests;
}

/** The query string as PostgREST reads it: key → every value. */
function params(url: URL) {
  const out: Record<string, string[]> = {};
  for (const [key, value] of url.searchParams) (out[key] ??= []).push(value);
  return out;
}

const REAL_WEDDINGS = BLOG_CATEGORY_IDS.realWeddings;
const ELOPEMENTS = BLOG_CATEGORY_IDS.elopements;

describe('the /blog list query', () => {
  it('asks for one page of published posts, newest first, names embedded, with a total', async () => {
    const requests = capture('blog_posts', [{ id: '1' }], 30);
    const page = await getPosts({ category: null, q: null, page: 1 });

    expect(page.total).toBe(30);
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(params(request.url)).toEqual({
      select: [POST_CARD_SELECT],
      status: ['eq.published'],
      published_at: ['lte.now'],
      order: ['published_at.desc,id.asc'],
      offset: ['0'],
      limit: ['12'],
    });
    expect(request.headers.get('prefer')).toContain('count=exact');
  });

  it('embeds the category, subcategory and author by foreign-key name (no request per card)', () => {
    expect(POST_CARD_SELECT).toContain(
      'category_ref:blog_categories!blog_posts_category_fkey(id,name)',
    );
    expect(POST_CARD_SELECT).toContain(
      'subcategory_ref:blog_categories!blog_posts_subcategory_fkey(id,name)',
    );
    expect(POST_CARD_SELECT).toContain(
      'profile:profiles!blog_posts_author_id_fkey(full_name,avatar_url,slug)',
    );
  });

  it('filters by a category or subcategory id and pages with offset', async () => {
    const requests = capture('blog_posts', [], 0);
    await getPosts({ category: ELOPEMENTS, q: null, page: 3 });
    const query = params(requests[0]!.url);
    expect(query.or).toEqual([`(category.eq.${ELOPEMENTS},subcategory.eq.${ELOPEMENTS})`]);
    expect(query.offset).toEqual(['24']);
    expect(query.limit).toEqual(['12']);
  });

  it('searches with Postgres websearch full-text search on the generated column', async () => {
    const requests = capture('blog_posts', [], 0);
    await getPosts({ category: null, q: '  "cathedral veil" -tulle ', page: 1 });
    expect(params(requests[0]!.url).search_vector).toEqual([
      'wfts(english)."cathedral veil" -tulle',
    ]);
  });

  it('never puts a value that is not a uuid into the filter', async () => {
    const requests = capture('blog_posts', [], 0);
    await getPosts({ category: 'x),status.eq.draft', q: null, page: 1 });
    expect(params(requests[0]!.url).or).toBeUndefined();
  });

  it('throws what PostgREST answers with', async () => {
    server.use(
      http.get('*/rest/v1/blog_posts', () =>
        HttpResponse.json({ message: 'boom', code: 'XX000' }, { status: 500 }),
      ),
    );
    await expect(getPosts({ category: null, q: null, page: 1 })).rejects.toMatchObject({
      message: 'boom',
    });
  });
});

describe('the section query', () => {
  it('asks for the section’s categories and subcategories in one or-filter', async () => {
    const requests = capture('blog_posts', [], 0);
    await getSectionPosts({
      categoryIds: [BLOG_CATEGORY_IDS.jewelry],
      subcategoryIds: [BLOG_CATEGORY_IDS.registry],
      chip: null,
      page: 1,
    });
    expect(params(requests[0]!.url)).toEqual({
      select: [POST_CARD_SELECT],
      status: ['eq.published'],
      published_at: ['lte.now'],
      or: [
        `(category.in.(${BLOG_CATEGORY_IDS.jewelry}),subcategory.in.(${BLOG_CATEGORY_IDS.registry}))`,
      ],
      order: ['published_at.desc,id.asc'],
      offset: ['0'],
      limit: ['12'],
    });
    expect(requests[0]!.headers.get('prefer')).toContain('count=exact');
  });

  it('narrows to a chip, page 2', async () => {
    const requests = capture('blog_posts', [], 0);
    await getSectionPosts({
      categoryIds: [REAL_WEDDINGS],
      subcategoryIds: [],
      chip: ELOPEMENTS,
      page: 2,
    });
    const query = params(requests[0]!.url);
    expect(query.or).toEqual([`(category.eq.${ELOPEMENTS},subcategory.eq.${ELOPEMENTS})`]);
    expect(query.offset).toEqual(['12']);
  });
});

describe('the post query', () => {
  it('is ONE request: the post by slug with author, categories and credits → listings embedded', async () => {
    const requests = capture('blog_posts', [
      { id: 'p1', status: 'published', published_at: '2026-01-01T00:00:00Z', credits: [] },
    ]);
    const post = await getPost('olive-grove-long-table-wedding-lucca');

    expect(requests).toHaveLength(1);
    expect(params(requests[0]!.url)).toEqual({
      select: [POST_DETAIL_SELECT],
      slug: ['eq.olive-grove-long-table-wedding-lucca'],
      'credits.order': ['display_order.asc'],
    });
    expect(POST_DETAIL_SELECT).toContain(
      'credits:post_vendor_credits!post_vendor_credits_post_id_fkey(role,display_order,listing:listings!post_vendor_credits_listing_id_fkey(id,name,url_name))',
    );
    expect(POST_DETAIL_SELECT).toContain('profile:profiles!blog_posts_author_id_fkey');
    expect(post).toMatchObject({ id: 'p1', hidden: null });
  });

  it('is null (not found) when row-level security hides the slug', async () => {
    capture('blog_posts', []);
    await expect(getPost('a-draft')).resolves.toBeNull();
  });

  it('answers an impossible slug without a request', async () => {
    const requests = capture('blog_posts', []);
    await expect(getPost('Not A Slug!')).resolves.toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('marks a post only an administrator can see (draft, scheduled)', async () => {
    capture('blog_posts', [{ id: 'd', status: 'draft', published_at: null, credits: [] }]);
    await expect(getPost('a-draft')).resolves.toMatchObject({ hidden: 'draft' });
    capture('blog_posts', [
      { id: 's', status: 'published', published_at: '2999-01-01T00:00:00Z', credits: [] },
    ]);
    await expect(getPost('scheduled')).resolves.toMatchObject({ hidden: 'scheduled' });
  });
});

describe('the post page’s other reads', () => {
  it('related: newest others of the subcategory, three', async () => {
    const requests = capture('blog_posts', []);
    await getRelatedPosts({ id: 'p1', category: REAL_WEDDINGS, subcategory: ELOPEMENTS });
    expect(params(requests[0]!.url)).toEqual({
      select: [POST_CARD_SELECT],
      status: ['eq.published'],
      published_at: ['lte.now'],
      id: ['neq.p1'],
      or: [`(category.eq.${ELOPEMENTS},subcategory.eq.${ELOPEMENTS})`],
      order: ['published_at.desc'],
      limit: ['3'],
    });
  });

  it('previous and next: the nearest older and newer published posts', async () => {
    const requests = capture('blog_posts', [{ title: 'Older', slug: 'older' }]);
    const adjacent = await getAdjacentPosts({ id: 'p1', published_at: '2026-05-01T10:00:00Z' });
    expect(requests.map((request) => params(request.url))).toEqual(
      expect.arrayContaining([
        {
          select: ['title,slug'],
          status: ['eq.published'],
          id: ['neq.p1'],
          published_at: ['lte.now', 'lt.2026-05-01T10:00:00Z'],
          order: ['published_at.desc'],
          limit: ['1'],
        },
        {
          select: ['title,slug'],
          status: ['eq.published'],
          id: ['neq.p1'],
          published_at: ['lte.now', 'gt.2026-05-01T10:00:00Z'],
          order: ['published_at.asc'],
          limit: ['1'],
        },
      ]),
    );
    expect(adjacent.previous).toEqual({ title: 'Older', slug: 'older' });
  });

  it('nybfw: the NYBFW category and the Bridal Fashion Week subcategory, newest first', async () => {
    const requests = capture('blog_posts', []);
    await getNybfwPosts();
    expect(params(requests[0]!.url)).toEqual({
      select: [POST_CARD_SELECT],
      status: ['eq.published'],
      published_at: ['lte.now'],
      or: [
        `(category.in.(${BLOG_CATEGORY_IDS.nybfw}),subcategory.in.(${BLOG_CATEGORY_IDS.bridalFashionWeek}))`,
      ],
      order: ['published_at.desc'],
      limit: ['30'],
    });
  });

  it('categories: the names for the chips, in menu order, with their published posts counted', async () => {
    const requests = capture('blog_categories', [
      {
        id: 'c',
        name: 'Elopements',
        slug: 'elopements',
        parent_id: 'p',
        as_category: [{ count: 0 }],
        as_subcategory: [{ count: 4 }],
      },
    ]);
    const categories = await getBlogCategories();
    expect(params(requests[0]!.url)).toEqual({
      select: [
        'id,name,slug,parent_id,as_category:blog_posts!blog_posts_category_fkey(count),as_subcategory:blog_posts!blog_posts_subcategory_fkey(count)',
      ],
      'as_category.status': ['eq.published'],
      'as_subcategory.status': ['eq.published'],
      'as_category.published_at': ['lte.now'],
      'as_subcategory.published_at': ['lte.now'],
      order: ['sort_order.asc,name.asc'],
      limit: ['200'],
    });
    expect(categories).toEqual([
      { id: 'c', name: 'Elopements', slug: 'elopements', parent_id: 'p', published_posts: 4 },
    ]);
  });
});
