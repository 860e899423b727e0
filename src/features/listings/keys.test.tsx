import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mountViews, serveTable } from '@/testing/invalidation';
import { cardRow } from '@/testing/listings';
import { listingKeys, useDirectoryListings, useListing } from '.';

const URL_NAME = 'bellandi-fotografia';

describe('listingKeys', () => {
  it('roots every listing and business-category query at listingKeys.all', () => {
    for (const key of [
      listingKeys.directory({ page: 1 }),
      listingKeys.detail(URL_NAME),
      listingKeys.menu({ excludedCategoryId: 'v', limit: 3 }),
      listingKeys.withPhotos(24),
      listingKeys.categories(100),
    ]) {
      expect(key[0]).toBe(listingKeys.all[0]);
    }
  });

  it('invalidating listingKeys.all runs the directory page and the vendor page again', async () => {
    // The vendor renames their studio between the two reads: both views must show the new name.
    let name = 'Before';
    const requests = serveTable('listings', (url) =>
      url.searchParams.has('url_name')
        ? { ...cardRow({ name }), photos: [], credits: [] }
        : [cardRow({ name })],
    );

    const { result, invalidate } = await mountViews(
      () => ({ directory: useDirectoryListings({ page: 1 }), page: useListing(URL_NAME) }),
      (views) => views.directory.isSuccess && views.page.isSuccess,
    );
    expect(requests).toHaveLength(2);
    expect(result.current.page.data?.name).toBe('Before');

    name = 'After';
    await invalidate(listingKeys.all);

    await waitFor(() => {
      expect(result.current.directory.data?.listings[0]?.name).toBe('After');
      expect(result.current.page.data?.name).toBe('After');
    });
    const asked = requests.map((url) => (url.searchParams.has('url_name') ? 'detail' : 'list'));
    expect(asked.sort()).toEqual(['detail', 'detail', 'list', 'list']);
  });
});
