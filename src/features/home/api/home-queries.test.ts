import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOG_CATEGORY_IDS } from '@/config/reference-ids';
import { server } from '@/testing/server';
import { fetchBusinessCategories } from './get-business-categories';
import { fetchDestinationVideos } from './get-destination-videos';
import {
  fetchLatestPosts,
  getLatestPostsQueryOptions,
  keepCompletePosts,
} from './get-latest-posts';
import { fetchListingSuggestions } from './get-listing-suggestions';
import { getBeautyPostsQueryOptions } from './get-beauty-posts';
import { getBridalFashionWeekPostsQueryOptions } from './get-bridal-fashion-week-posts';
import { getCelebrityPostsQueryOptions } from './get-celebrity-posts';
import { getDestinationPostsQueryOptions } from './get-destination-posts';
import { getJewelryPostsQueryOptions } from './get-jewelry-posts';
import { getPlanningPostsQueryOptions } from './get-planning-posts';
import { getRealWeddingsPostsQueryOptions } from './get-real-weddings-posts';
import { getRelationshipsPostsQueryOptions } from './get-relationships-posts';
import { fetchStandaloneVideos, getTestimonialVideosQueryOptions } from './get-testimonial-videos';
import { fetchVendorsWithPhotos, shuffle } from './get-vendors-with-photos';
import type { HomePost } from './home-posts';

const MINUTE = 60_000;
const POST_COLUMNS =
  'id,title,slug,excerpt,featured_image,author,published_at,created_at,video_url,is_opinion,subcategory_ref:blog_categories!blog_posts_subcategory_fkey(name)';

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

// Every home post section: [query options, filter column, category id, order, limit, profile embed]
const SECTIONS = [
  [
    'Real Weddings',
    getRealWeddingsPostsQueryOptions,
    'category',
    BLOG_CATEGORY_IDS.realWeddings,
    'published_at',
    '3',
    '',
  ],
  [
    'Bridal Fashion Week',
    getBridalFashionWeekPostsQueryOptions,
    'subcategory',
    BLOG_CATEGORY_IDS.bridalFashionWeek,
    'published_at',
    '4',
    ',profile:profiles!blog_posts_author_id_fkey(full_name)',
  ],
  [
    'Relationships',
    getRelationshipsPostsQueryOptions,
    'category',
    BLOG_CATEGORY_IDS.relationships,
    'published_at',
    '5',
    ',profile:profiles!blog_posts_author_id_fkey(full_name,avatar_url)',
  ],
  [
    'Planning',
    getPlanningPostsQueryOptions,
    'category',
    BLOG_CATEGORY_IDS.planning,
    'created_at',
    '5',
    ',profile:profiles!blog_posts_author_id_fkey(full_name)',
  ],
  [
    'Jewelry',
    getJewelryPostsQueryOptions,
    'category',
    BLOG_CATEGORY_IDS.jewelry,
    'published_at',
    '3',
    ',profile:profiles!blog_posts_author_id_fkey(full_name)',
  ],
  [
    'Beauty',
    getBeautyPostsQueryOptions,
    'category',
    BLOG_CATEGORY_IDS.beauty,
    'published_at',
    '3',
    ',profile:profiles!blog_posts_author_id_fkey(full_name)',
  ],
  [
    'Destination',
    getDestinationPostsQueryOptions,
    'category',
    BLOG_CATEGORY_IDS.destination,
    'published_at',
    '3',
    ',profile:profiles!blog_posts_author_id_fkey(full_name,avatar_url)',
  ],
  [
    'Celebrity',
    getCelebrityPostsQueryOptions,
    'category',
    BLOG_CATEGORY_IDS.celebrity,
    'published_at',
    '4',
    ',profile:profiles!blog_posts_author_id_fkey(full_name)',
  ],
] as const;

describe('home post sections', () => {
  it.each(SECTIONS)(
    '%s sends its exact query',
    async (_name, options, column, id, order, limit, profile) => {
      const urls = capture('blog_posts', [{ id: 'p1' }]);
      const queryFn = options().queryFn as () => Promise<HomePost[]>;
      await expect(queryFn()).resolves.toEqual([{ id: 'p1' }]);
      expect(urls).toHaveLength(1);
      expect(params(urls[0])).toEqual({
        select: `${POST_COLUMNS}${profile}`,
        status: 'eq.published',
        [column]: `eq.${id}`,
        order: `${order}.desc`,
        limit,
      });
    },
  );

  it.each(SECTIONS)('%s refetches on the home schedule', (_name, options) => {
    expect(options()).toMatchObject({
      staleTime: 5 * MINUTE,
      refetchInterval: 5 * MINUTE,
      refetchOnMount: true,
      refetchOnWindowFocus: true,
    });
  });

  it('logs a failed section query and throws it to React Query', async () => {
    capture('blog_posts', { message: 'boom' }, 500);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const queryFn = getJewelryPostsQueryOptions().queryFn as () => Promise<HomePost[]>;
    await expect(queryFn()).rejects.toBeTruthy();
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
    const posts = await fetchLatestPosts();
    expect(posts.map((item) => item.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(params(urls[0])).toEqual({
      select: `id,display_order,post:blog_posts!featured_posts_post_id_fkey(${POST_COLUMNS},profile:profiles!blog_posts_author_id_fkey(full_name))`,
      location: 'eq.home',
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
    await expect(fetchLatestPosts()).resolves.toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('is kept 5 minutes fresh and 30 minutes in cache', () => {
    expect(getLatestPostsQueryOptions()).toMatchObject({
      staleTime: 5 * MINUTE,
      gcTime: 30 * MINUTE,
    });
  });
});

describe('videos', () => {
  const COLUMNS =
    'id,title,description,video_url,overlay_photo_url,external_link,status,location,order_index';

  it('testimonials: published, location testimonial, by order_index; 15 min fresh, 60 kept', async () => {
    const urls = capture('standalone_videos');
    await fetchStandaloneVideos();
    expect(params(urls[0])).toEqual({
      select: COLUMNS,
      status: 'eq.published',
      location: 'eq.testimonial',
      order: 'order_index.asc',
    });
    expect(getTestimonialVideosQueryOptions()).toMatchObject({
      staleTime: 15 * MINUTE,
      gcTime: 60 * MINUTE,
    });
  });

  it('destination: active or published, location destination, by order_index', async () => {
    const urls = capture('standalone_videos');
    await fetchDestinationVideos();
    expect(params(urls[0])).toEqual({
      select: COLUMNS,
      location: 'eq.destination',
      status: 'in.(active,published)',
      order: 'order_index.asc',
    });
  });
});

describe('listings', () => {
  it('vendors with photos: a headshot or an image, published, newest first, bounded', async () => {
    const urls = capture('listings', [{ id: 'a' }, { id: 'b' }]);
    await expect(fetchVendorsWithPhotos()).resolves.toHaveLength(2);
    expect(params(urls[0])).toEqual({
      select: 'id,name,headshot_url,image_url,url_name,video_url',
      or: '(headshot_url.not.is.null,image_url.not.is.null)',
      status: 'eq.published',
      order: 'created_at.desc',
      limit: '24',
    });
  });

  it('vendor fetch failure is logged and gives an empty list', async () => {
    capture('listings', { message: 'down' }, 500);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fetchVendorsWithPhotos()).resolves.toEqual([]);
    expect(error).toHaveBeenCalled();
  });

  it('shuffles a copy, keeping every vendor', () => {
    const items = [1, 2, 3, 4];
    const shuffled = shuffle(items, () => 0);
    expect(shuffled).toEqual([2, 3, 4, 1]);
    expect(items).toEqual([1, 2, 3, 4]);
  });

  it('search suggestions: published, optionally by category, bounded', async () => {
    const urls = capture('listings');
    await fetchListingSuggestions(null);
    await fetchListingSuggestions('cat-1');
    expect(params(urls[0])).toEqual({
      select: 'id,name,url_name',
      status: 'eq.published',
      order: 'name.asc',
      limit: '50',
    });
    expect(params(urls[1])).toMatchObject({ business_category_id: 'eq.cat-1', limit: '50' });
  });

  it('categories: business_categories by sort_order, bounded', async () => {
    const urls = capture('business_categories');
    await fetchBusinessCategories();
    expect(params(urls[0])).toEqual({ select: 'id,name', order: 'sort_order.asc', limit: '100' });
  });
});
