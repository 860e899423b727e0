import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOME_SECTION_FEEDS } from '@/config/home-sections';
import { BLOG_CATEGORY_IDS } from '@/config/reference-ids';
import {
  fetchFeaturedPosts,
  fetchPostFeed,
  getFeaturedPostsQueryOptions,
  getPostFeedQueryOptions,
  keepCompletePosts,
  POST_CARD_SELECT,
} from '@/features/posts';
import {
  fetchVideos,
  getDestinationVideosQueryOptions,
  getTestimonialVideosQueryOptions,
  VISIBLE_VIDEO_STATUSES,
} from '@/features/videos';
import { createTestQueryClient } from '@/testing/render';
import { server } from '@/testing/server';
import { FEATURED_QUERY_SETTINGS, HOME_QUERY_SETTINGS } from './home-query-settings';

/**
 * The home page owns no table queries: these pin the exact requests its sections send through the
 * posts and videos features, and the freshness it lays over them (spec §7, §9).
 */
const MINUTE = 60_000;
const POST_COLUMNS =
  'id,title,slug,excerpt,featured_image,featured_image_focal_x,featured_image_focal_y,author,published_at,created_at,video_url,is_opinion,category,subcategory,category_ref:blog_categories!blog_posts_category_fkey(id,name),subcategory_ref:blog_categories!blog_posts_subcategory_fkey(id,name),profile:profiles!blog_posts_author_id_fkey(full_name,avatar_url,slug)';

/** Answers `table` with `body` and records every request URL. */
function capture(table: string, body: JsonBodyType = [], status = 200) {
  const urls: URL[] = [];
  server.use(
    http.get(`*/rest/v1/${table}`, ({ request }) => {
      urls.push(new URL(request.url));
      return HttpResponse.json(body, { status });
    }),
  );
  return urls;
}

const params = (url: URL | undefined) => Object.fromEntries(url?.searchParams ?? []);

afterEach(() => {
  vi.restoreAllMocks();
});

// Every home post section: [section, filter column, category id, order, limit]
const SECTIONS = [
  ['realWeddings', 'category', BLOG_CATEGORY_IDS.realWeddings, 'published_at', '3'],
  ['bridalFashionWeek', 'subcategory', BLOG_CATEGORY_IDS.bridalFashionWeek, 'published_at', '4'],
  ['relationships', 'category', BLOG_CATEGORY_IDS.relationships, 'published_at', '5'],
  ['planning', 'category', BLOG_CATEGORY_IDS.planning, 'created_at', '5'],
  ['jewelry', 'category', BLOG_CATEGORY_IDS.jewelry, 'published_at', '3'],
  ['beauty', 'category', BLOG_CATEGORY_IDS.beauty, 'published_at', '3'],
  ['destination', 'category', BLOG_CATEGORY_IDS.destination, 'published_at', '3'],
  ['celebrity', 'category', BLOG_CATEGORY_IDS.celebrity, 'published_at', '4'],
] as const;

describe('home post sections', () => {
  it('the card select is the one every card list uses, with its names embedded', () => {
    expect(POST_CARD_SELECT).toBe(POST_COLUMNS);
  });

  it.each(SECTIONS)('%s sends its exact query', async (section, column, id, order, limit) => {
    const urls = capture('blog_posts', [{ id: 'p1' }]);
    await expect(fetchPostFeed(HOME_SECTION_FEEDS[section])).resolves.toEqual([{ id: 'p1' }]);
    expect(urls).toHaveLength(1);
    expect(params(urls[0])).toEqual({
      select: POST_COLUMNS,
      status: 'eq.published',
      published_at: 'lte.now',
      [column]: `eq.${id}`,
      order: `${order}.desc`,
      limit,
    });
  });

  it.each(SECTIONS)('%s is keyed under posts, by everything its query reads', (section) => {
    const feed = HOME_SECTION_FEEDS[section];
    expect(getPostFeedQueryOptions(feed).queryKey).toEqual(['posts', 'list', 'feed', feed]);
  });

  it('refetches on the home schedule', () => {
    expect(HOME_QUERY_SETTINGS).toEqual({
      staleTime: 5 * MINUTE,
      refetchInterval: 5 * MINUTE,
      refetchOnMount: true,
      refetchOnWindowFocus: true,
    });
  });

  it('logs a failed section query and throws it to React Query', async () => {
    capture('blog_posts', { message: 'boom' }, 500);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      createTestQueryClient().fetchQuery(getPostFeedQueryOptions(HOME_SECTION_FEEDS.jewelry)),
    ).rejects.toMatchObject({ message: 'boom' });
    expect(error).toHaveBeenCalledWith('Error fetching Jewelry posts:', expect.anything());
  });
});

describe('The Latest', () => {
  const post = (id: string, image: string | null = 'demo/x-1600.webp') => ({
    id: `f-${id}`,
    display_order: 1,
    post: { id, title: `Post ${id}`, featured_image: image },
  });

  it('reads featured_posts at home by display_order with the post nested', async () => {
    const urls = capture(
      'featured_posts',
      ['1', '2', '3', '4', '5'].map((id) => post(id)),
    );
    const posts = await fetchFeaturedPosts('home', 5);
    expect(posts.map((item: { id: string }) => item.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(params(urls[0])).toEqual({
      select: `id,display_order,post:blog_posts!featured_posts_post_id_fkey(${POST_COLUMNS})`,
      location: 'eq.home',
      'post.status': 'eq.published',
      'post.published_at': 'lte.now',
      order: 'display_order.asc',
      limit: '5',
    });
  });

  it('keeps only entries whose post has an id, a title and a featured_image', () => {
    const rows = [post('1'), post('2', null), { id: 'f3', display_order: 3, post: null }];
    expect(keepCompletePosts(rows as never).map((item) => item.id)).toEqual(['1']);
  });

  it('warns (only) when fewer than 5 posts come back', async () => {
    capture('featured_posts', [post('1'), post('2')]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(fetchFeaturedPosts('home', 5)).resolves.toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('is kept 5 minutes fresh and 30 minutes in cache', () => {
    expect(FEATURED_QUERY_SETTINGS).toEqual({ staleTime: 5 * MINUTE, gcTime: 30 * MINUTE });
    expect(getFeaturedPostsQueryOptions().queryKey).toEqual([
      'posts',
      'list',
      'featured',
      { location: 'home', limit: 5 },
    ]);
  });
});

describe('videos', () => {
  const COLUMNS =
    'id,title,description,video_url,overlay_photo_url,external_link,status,location,order_index';

  it('testimonials: published, location testimonial, by order_index; 15 min fresh, 60 kept', async () => {
    const urls = capture('standalone_videos');
    await fetchVideos('testimonial', ['published']);
    expect(params(urls[0])).toEqual({
      select: COLUMNS,
      status: 'eq.published',
      location: 'eq.testimonial',
      order: 'order_index.asc',
    });
    expect(getTestimonialVideosQueryOptions()).toMatchObject({
      queryKey: ['videos', 'list', { location: 'testimonial', statuses: ['published'] }],
      staleTime: 15 * MINUTE,
      gcTime: 60 * MINUTE,
    });
  });

  it('destination: active or published, location destination, by order_index', async () => {
    const urls = capture('standalone_videos');
    await createTestQueryClient().fetchQuery(getDestinationVideosQueryOptions());
    expect(params(urls[0])).toEqual({
      select: COLUMNS,
      location: 'eq.destination',
      status: 'in.(active,published)',
      order: 'order_index.asc',
    });
    expect(VISIBLE_VIDEO_STATUSES).toEqual(['active', 'published']);
  });
});
