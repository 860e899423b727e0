import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import referenceIds from '../../../../supabase/reference-ids.json';
import { BLOG_MENU_FEED } from '@/config/navigation';
import { LISTING_MENU_COLUMNS } from '@/features/listings';
import { createTestQueryClient } from '@/testing/render';
import { server } from '@/testing/server';
import {
  blogMenuQueryOptions,
  vendorMenuQueryOptions,
  venueMenuQueryOptions,
} from './menu-queries';

const FIVE_MINUTES_MS = 300_000;
/** The panels' lean select: only what a menu card shows (pinned here, not imported). */
const POST_SELECT =
  'id,title,slug,featured_image,video_url,category_ref:blog_categories!blog_posts_category_fkey(name),subcategory_ref:blog_categories!blog_posts_subcategory_fkey(name)';

/** Answers `*\/rest/v1/<table>` with `rows` and hands back the query string each request sent. */
function recordRequests(table: string, rows: unknown[] = []) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(`*/rest/v1/${table}`, ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return HttpResponse.json(rows);
    }),
  );
  return requests;
}

/** The query string as [name, value] pairs, order-independent. */
const paramsOf = (params: URLSearchParams) => [...params.entries()].sort();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('blog menu query', () => {
  it('asks for the 3 latest published posts with their section names embedded', async () => {
    const requests = recordRequests('blog_posts', [{ id: 'p1' }]);

    const data = await createTestQueryClient().fetchQuery(blogMenuQueryOptions());

    expect(data).toEqual([{ id: 'p1' }]);
    expect(requests).toHaveLength(1);
    expect(paramsOf(requests[0]!)).toEqual(
      [
        ['select', POST_SELECT],
        ['status', 'eq.published'],
        ['published_at', 'lte.now'],
        ['order', 'published_at.desc'],
        ['limit', '3'],
      ].sort(),
    );
  });

  it('stays fresh for 5 minutes under the posts feature’s key', () => {
    const options = blogMenuQueryOptions();
    expect(options.staleTime).toBe(FIVE_MINUTES_MS);
    expect(options.queryKey).toEqual(['posts', 'list', 'teasers', BLOG_MENU_FEED]);
  });

  it('throws the error to the query layer', async () => {
    server.use(
      http.get('*/rest/v1/blog_posts', () =>
        HttpResponse.json({ message: 'boom', code: 'XX000' }, { status: 500 }),
      ),
    );
    await expect(createTestQueryClient().fetchQuery(blogMenuQueryOptions())).rejects.toMatchObject({
      message: 'boom',
    });
  });
});

describe('venue menu query', () => {
  it('asks for the 3 latest published posts of the destination category', async () => {
    const requests = recordRequests('blog_posts');

    await createTestQueryClient().fetchQuery(venueMenuQueryOptions());

    expect(paramsOf(requests[0]!)).toEqual(
      [
        ['select', POST_SELECT],
        ['status', 'eq.published'],
        ['published_at', 'lte.now'],
        ['category', `eq.${referenceIds.blogCategories.destination}`],
        ['order', 'published_at.desc'],
        ['limit', '3'],
      ].sort(),
    );
    expect(venueMenuQueryOptions().staleTime).toBe(FIVE_MINUTES_MS);
  });

  it('throws the error to the query layer', async () => {
    server.use(
      http.get('*/rest/v1/blog_posts', () =>
        HttpResponse.json({ message: 'no destinations' }, { status: 500 }),
      ),
    );
    await expect(createTestQueryClient().fetchQuery(venueMenuQueryOptions())).rejects.toMatchObject(
      { message: 'no destinations' },
    );
  });
});

describe('vendor menu query', () => {
  it('asks for 3 featured published listings outside the venue category, newest first', async () => {
    const requests = recordRequests('listings');

    await createTestQueryClient().fetchQuery(vendorMenuQueryOptions());

    expect(paramsOf(requests[0]!)).toEqual(
      [
        ['select', LISTING_MENU_COLUMNS],
        ['status', 'eq.published'],
        ['is_featured', 'eq.true'],
        ['business_category_id', `neq.${referenceIds.businessCategories.venue}`],
        ['order', 'created_at.desc'],
        ['limit', '3'],
      ].sort(),
    );
    expect(vendorMenuQueryOptions().staleTime).toBe(FIVE_MINUTES_MS);
    expect(vendorMenuQueryOptions().queryKey[0]).toBe('listings');
  });

  it('logs the error and throws it to the query layer', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/rest/v1/listings', () =>
        HttpResponse.json({ message: 'listings unavailable' }, { status: 500 }),
      ),
    );

    await expect(
      createTestQueryClient().fetchQuery(vendorMenuQueryOptions()),
    ).rejects.toMatchObject({ message: 'listings unavailable' });
    expect(log).toHaveBeenCalledWith(
      'Vendor menu: could not load featured listings',
      expect.objectContaining({ message: 'listings unavailable' }),
    );
  });
});
