// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { WRITER_PAGE_SIZE } from '@/config/site';
import { server } from '@/testing/server';
import { getWriterPosts } from './get-writer-posts';
import { WRITER_POST_CARD_SELECT } from './post-fields';

/** Records every request to blog_posts and answers as PostgREST would (rows, a total, or 416). */
function capture(answer: { rows?: object[]; total?: number; pastEnd?: boolean }) {
  const requests: { url: URL; headers: Headers }[] = [];
  server.use(
    http.get('*/rest/v1/blog_posts', ({ request }) => {
      requests.push({ url: new URL(request.url), headers: request.headers });
      if (answer.pastEnd) {
        return HttpResponse.json(
          { code: 'PGRST103', message: 'Requested range not satisfiable', details: null },
          { status: 416, headers: { 'Content-Range': `*/${answer.total ?? 0}` } },
        );
      }
      return HttpResponse.json(answer.rows ?? [], {
        headers: { 'Content-Range': `0-0/${answer.total ?? 0}` },
      });
    }),
  );
  return requests;
}

const params = (url: URL) => {
  const out: Record<string, string[]> = {};
  for (const [key, value] of url.searchParams) (out[key] ??= []).push(value);
  return out;
};

describe("a writer's stories (/writers/<slug>)", () => {
  it('asks for one page of their published stories by slug, newest first, with a total', async () => {
    const requests = capture({ rows: [{ id: '1' }], total: 30 });
    const page = await getWriterPosts({ slug: 'theo-ashcombe', page: 1 });
    expect(page).toEqual({ posts: [{ id: '1' }], total: 30 });
    expect(requests).toHaveLength(1);
    expect(params(requests[0]!.url)).toEqual({
      select: [WRITER_POST_CARD_SELECT],
      status: ['eq.published'],
      published_at: ['lte.now'],
      'profile.slug': ['eq.theo-ashcombe'],
      order: ['published_at.desc,id.asc'],
      offset: ['0'],
      limit: [String(WRITER_PAGE_SIZE)],
    });
    expect(requests[0]!.headers.get('prefer')).toContain('count=exact');
    // The author is embedded inner, so the slug filter keeps only their stories.
    expect(WRITER_POST_CARD_SELECT).toContain(
      'profile:profiles!blog_posts_author_id_fkey!inner(full_name,avatar_url,slug)',
    );
  });

  it('page 3 starts after two pages of stories', async () => {
    const requests = capture({ rows: [], total: 30 });
    await getWriterPosts({ slug: 'theo-ashcombe', page: 3 });
    expect(params(requests[0]!.url)).toMatchObject({
      offset: [String(2 * WRITER_PAGE_SIZE)],
      limit: [String(WRITER_PAGE_SIZE)],
    });
  });

  it('a page past the last is empty, not an error', async () => {
    capture({ pastEnd: true, total: 13 });
    const page = await getWriterPosts({ slug: 'theo-ashcombe', page: 9 });
    expect(page.posts).toEqual([]);
  });
});
