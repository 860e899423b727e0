import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { BUSINESS_CATEGORY_IDS } from '@/config/reference-ids';
import { DIRECTORY_PAGE_SIZE, FEATURED_IN_POST_LIMIT, RELATED_LISTING_LIMIT } from '@/config/site';
import { server } from '@/testing/server';
import { cardRow } from '@/testing/listings';
import { fetchBusinessCategories } from './get-business-categories';
import { fetchFeaturedListings } from './get-featured-listings';
import { fetchListing } from './get-listing';
import { fetchListingsPage } from './get-listings-page';
import { fetchRelatedListings } from './get-related-listings';
import { getVenueListingsQueryOptions } from './get-venue-listings';
import { getDirectoryListingsQueryOptions } from './get-directory-listings';
import { LISTING_CARD_COLUMNS, LISTING_DETAIL_COLUMNS } from '../lib/listing-columns';
import { QueryClient } from '@tanstack/react-query';

interface Seen {
  url: URL;
  prefer: string | null;
}

/** Serves GET /rest/v1/<table> with `body`, recording every request's URL and Prefer header. */
function serve(
  table: string,
  body: JsonBodyType,
  init: { status?: number; headers?: Record<string, string> } = {},
) {
  const seen: Seen[] = [];
  server.use(
    http.get(`*/rest/v1/${table}`, ({ request }) => {
      seen.push({ url: new URL(request.url), prefer: request.headers.get('prefer') });
      return HttpResponse.json(body, { status: init.status ?? 200, headers: init.headers });
    }),
  );
  return seen;
}

/** A PostgREST page answer: rows plus the exact total in Content-Range. */
const page = (rows: unknown[], total: number, from = 0) => ({
  status: 206,
  headers: { 'Content-Range': `${from}-${from + rows.length - 1}/${total}` },
});

const CARD = cardRow({
  id: 'a1',
  summary: 'Photographs',
  headshot_url: null,
  is_featured: true,
});

const params = (seen: Seen) => seen.url.searchParams;
/** Every query parameter, sorted, so an extra filter fails the test. */
const keys = (seen: Seen) => [...params(seen).keys()].sort();

describe('the directory query (/index)', () => {
  it('asks for one page of published listings with category names embedded, featured first, and the exact total', async () => {
    const seen = serve('listings', [CARD], page([CARD], 70));

    const result = await fetchListingsPage({});

    expect(seen).toHaveLength(1);
    const query = params(seen[0]!);
    expect(query.get('select')).toBe(LISTING_CARD_COLUMNS);
    expect(query.get('select')).toContain('category:business_categories(id,name)');
    expect(query.get('status')).toBe('eq.published');
    expect(query.get('order')).toBe('is_featured.desc,name.asc,id.asc');
    expect(query.get('offset')).toBe('0');
    expect(query.get('limit')).toBe(String(DIRECTORY_PAGE_SIZE));
    expect(seen[0]!.prefer).toContain('count=exact');
    expect(keys(seen[0]!)).toEqual(['limit', 'offset', 'order', 'select', 'status']);
    expect(result).toEqual({ listings: [CARD], total: 70, page: 1, pageCount: 3 });
  });

  it('asks for the rows of the page in the URL', async () => {
    const seen = serve('listings', [CARD], page([CARD], 70, 48));
    await fetchListingsPage({ page: 3 });
    expect(params(seen[0]!).get('offset')).toBe(String(2 * DIRECTORY_PAGE_SIZE));
    expect(params(seen[0]!).get('limit')).toBe(String(DIRECTORY_PAGE_SIZE));
  });

  it('filters by one category id with eq, and by a group of categories with in', async () => {
    const one = serve('listings', [], page([], 0));
    await fetchListingsPage({ categoryIds: [BUSINESS_CATEGORY_IDS.rental] });
    expect(params(one[0]!).get('business_category_id')).toBe(`eq.${BUSINESS_CATEGORY_IDS.rental}`);

    const group = serve('listings', [], page([], 0));
    await fetchListingsPage({
      categoryIds: [BUSINESS_CATEGORY_IDS.cakes, BUSINESS_CATEGORY_IDS.catering],
    });
    expect(params(group[0]!).get('business_category_id')).toBe(
      `in.(${BUSINESS_CATEGORY_IDS.cakes},${BUSINESS_CATEGORY_IDS.catering})`,
    );
  });

  it('searches names and places by word prefixes (full-text, accents folded), never with raw input', async () => {
    const seen = serve('listings', [], page([], 0));
    await fetchListingsPage({ q: 'Château  Val', location: 'Tuscany, Italy' });
    const query = params(seen[0]!);
    expect(query.get('name_search')).toBe('fts(simple).chateau:* & val:*');
    expect(query.get('place_search')).toBe('fts(simple).tuscany:* & italy:*');
    expect(keys(seen[0]!)).toEqual([
      'limit',
      'name_search',
      'offset',
      'order',
      'place_search',
      'select',
      'status',
    ]);
  });

  it('ignores a search of punctuation only instead of sending an empty filter', async () => {
    const seen = serve('listings', [], page([], 0));
    await fetchListingsPage({ q: ' & () ', location: '*,' });
    expect(params(seen[0]!).has('name_search')).toBe(false);
    expect(params(seen[0]!).has('place_search')).toBe(false);
  });

  it('turns a page past the end (416) into an empty page, not an error', async () => {
    serve(
      'listings',
      { code: 'PGRST103', message: 'Requested range not satisfiable', details: null, hint: null },
      { status: 416 },
    );
    await expect(fetchListingsPage({ page: 9 })).resolves.toMatchObject({ listings: [], page: 9 });
  });

  it('throws any other error to the query layer', async () => {
    serve(
      'listings',
      { code: 'XX000', message: 'boom', details: null, hint: null },
      { status: 500 },
    );
    await expect(fetchListingsPage({})).rejects.toMatchObject({ message: 'boom' });
  });

  it('keys each page by every filter it reads', () => {
    const filters = { categoryIds: ['x'], location: 'Paris', q: 'studio', page: 2 };
    expect(getDirectoryListingsQueryOptions(filters).queryKey).toEqual([
      'listings',
      'list',
      'directory',
      filters,
    ]);
  });
});

describe('the venues query (/venues)', () => {
  it('asks for published listings of the Venue category, by type and capacity, one page with the total', async () => {
    const seen = serve('listings', [], page([], 0));
    const options = getVenueListingsQueryOptions({
      venueType: 'Vineyard',
      minCapacity: 150,
      page: 2,
    });
    await new QueryClient().fetchQuery(options);

    const query = params(seen[0]!);
    expect(query.get('select')).toBe(LISTING_CARD_COLUMNS);
    expect(query.get('status')).toBe('eq.published');
    expect(query.get('business_category_id')).toBe(`eq.${BUSINESS_CATEGORY_IDS.venue}`);
    expect(query.get('venue_type')).toBe('eq.Vineyard');
    expect(query.get('guest_capacity')).toBe('gte.150');
    expect(query.get('order')).toBe('is_featured.desc,name.asc,id.asc');
    expect(query.get('offset')).toBe(String(DIRECTORY_PAGE_SIZE));
    expect(query.get('limit')).toBe(String(DIRECTORY_PAGE_SIZE));
    expect(seen[0]!.prefer).toContain('count=exact');
    expect(keys(seen[0]!)).toEqual([
      'business_category_id',
      'guest_capacity',
      'limit',
      'offset',
      'order',
      'select',
      'status',
      'venue_type',
    ]);
    expect(options.queryKey).toEqual([
      'listings',
      'list',
      'venues',
      { venueType: 'Vineyard', minCapacity: 150, page: 2 },
    ]);
  });
});

describe('the vendor page query (/index/{urlName})', () => {
  const DETAIL = {
    ...CARD,
    video_url: null,
    price_tier: '$$$',
    website: 'https://bellandi.example',
    instagram: '@bellandi',
    business_category_id: BUSINESS_CATEGORY_IDS.photography,
    updated_at: '2026-01-01T00:00:00Z',
    category: { id: BUSINESS_CATEGORY_IDS.photography, name: 'Photography', slug: 'photography' },
    photos: [
      { id: 'p2', url: 'b.webp', alt: 'Second', position: 2 },
      { id: 'p1', url: 'a.webp', alt: 'First', position: 1 },
    ],
    credits: [
      {
        role: 'Photographer',
        created_at: '2026-02-01',
        post: {
          id: 'old',
          title: 'Old',
          slug: 'old',
          excerpt: null,
          featured_image: null,
          published_at: '2025-01-01T00:00:00Z',
        },
      },
      {
        role: 'Photographer',
        created_at: '2026-01-01',
        post: {
          id: 'new',
          title: 'New',
          slug: 'new',
          excerpt: null,
          featured_image: null,
          published_at: '2026-01-01T00:00:00Z',
        },
      },
      { role: 'Photographer', created_at: '2026-01-01', post: null },
    ],
  };

  it('is ONE request: the published listing by url_name with category, ordered gallery and credited posts', async () => {
    const seen = serve('listings', [DETAIL]);

    const listing = await fetchListing('bellandi-fotografia');

    expect(seen).toHaveLength(1);
    const query = params(seen[0]!);
    expect(query.get('select')).toBe(LISTING_DETAIL_COLUMNS);
    expect(query.get('select')).toContain('photos:listing_photos(id,url,alt,position)');
    expect(query.get('select')).toContain(
      'credits:post_credits(role,post:blog_posts(id,title,slug,excerpt,featured_image,published_at))',
    );
    expect(query.get('url_name')).toBe('eq.bellandi-fotografia');
    expect(query.get('status')).toBe('eq.published');
    expect(query.get('photos.order')).toBe('position.asc');
    expect(query.get('credits.order')).toBe('created_at.desc');
    expect(query.get('credits.limit')).toBe(String(FEATURED_IN_POST_LIMIT));
    expect(keys(seen[0]!)).toEqual([
      'credits.limit',
      'credits.order',
      'photos.order',
      'select',
      'status',
      'url_name',
    ]);

    expect(listing?.photos.map((photo) => photo.id)).toEqual(['p1', 'p2']);
    expect(listing?.featuredIn.map((post) => post.id)).toEqual(['new', 'old']);
    expect(listing?.featuredIn[0]).toMatchObject({ role: 'Photographer', slug: 'new' });
  });

  it('is null (not found) when no published listing has that url_name', async () => {
    serve('listings', []);
    await expect(fetchListing('no-such-vendor')).resolves.toBeNull();
  });

  it('asks for other published vendors of the category, featured first, a few', async () => {
    const seen = serve('listings', [CARD]);
    await fetchRelatedListings(BUSINESS_CATEGORY_IDS.photography, 'a0');
    const query = params(seen[0]!);
    expect(query.get('select')).toBe(LISTING_CARD_COLUMNS);
    expect(query.get('business_category_id')).toBe(`eq.${BUSINESS_CATEGORY_IDS.photography}`);
    expect(query.get('id')).toBe('neq.a0');
    expect(query.get('status')).toBe('eq.published');
    expect(query.get('order')).toBe('is_featured.desc,name.asc,id.asc');
    expect(query.get('limit')).toBe(String(RELATED_LISTING_LIMIT));
  });
});

describe('the supporting queries', () => {
  it('featured listings (the share image): featured, published, newest first, 3', async () => {
    const seen = serve('listings', [CARD]);
    await expect(fetchFeaturedListings()).resolves.toEqual([CARD]);
    const query = params(seen[0]!);
    expect(query.get('is_featured')).toBe('eq.true');
    expect(query.get('status')).toBe('eq.published');
    expect(query.get('order')).toBe('created_at.desc');
    expect(query.get('limit')).toBe('3');
  });

  it('business categories: id, name and slug in menu order, bounded', async () => {
    const seen = serve('business_categories', []);
    await fetchBusinessCategories();
    const query = params(seen[0]!);
    expect(query.get('select')).toBe('id,name,slug');
    expect(query.get('order')).toBe('sort_order.asc');
    expect(query.get('limit')).toBe('100');
  });
});
