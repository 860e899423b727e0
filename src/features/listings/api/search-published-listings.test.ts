// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { listingKeys } from '../keys';
import {
  LISTING_SEARCH_COLUMNS,
  LISTING_SEARCH_LIMIT,
  searchPublishedListings,
  searchPublishedListingsQueryOptions,
} from './search-published-listings';

describe('searching published listings by name', () => {
  it('asks for published listings whose name contains the words, by name, a few at a time', async () => {
    const seen: URL[] = [];
    const rows = [{ id: 'l1', name: 'Atelier Nove', url_name: 'atelier-nove' }];
    server.use(
      http.get('*/rest/v1/listings', ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json(rows);
      }),
    );

    expect(await searchPublishedListings('100%_nove')).toEqual(rows);

    expect(seen).toHaveLength(1);
    const query = seen[0]!.searchParams;
    expect(query.get('select')).toBe(LISTING_SEARCH_COLUMNS);
    expect(query.get('status')).toBe('eq.published');
    expect(query.get('name')).toBe('ilike.%100\\%\\_nove%');
    expect(query.get('order')).toBe('name.asc');
    expect(query.get('limit')).toBe(String(LISTING_SEARCH_LIMIT));
    expect([...query.keys()].sort()).toEqual(['limit', 'name', 'order', 'select', 'status']);
  });

  it('throws what the server answers with', async () => {
    server.use(
      http.get('*/rest/v1/listings', () =>
        HttpResponse.json({ message: 'boom', code: 'XX000' }, { status: 500 }),
      ),
    );
    await expect(searchPublishedListings('nove')).rejects.toMatchObject({ message: 'boom' });
  });

  it('keys by the trimmed name and waits for two characters', () => {
    const options = searchPublishedListingsQueryOptions('  No ');
    expect(options.queryKey).toEqual(
      listingKeys.search({ name: 'No', limit: LISTING_SEARCH_LIMIT }),
    );
    expect(options.queryKey.slice(0, 2)).toEqual(listingKeys.lists());
    expect(options.enabled).toBe(true);
    expect(searchPublishedListingsQueryOptions(' N ').enabled).toBe(false);
  });
});
