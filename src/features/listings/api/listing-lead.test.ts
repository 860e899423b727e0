import { describe, expect, it } from 'vitest';
import { cardRow } from '@/testing/listings';
import { createTestQueryClient } from '@/testing/render';
import { listingKeys } from '../keys';
import { findListingLead } from './listing-lead';

describe('findListingLead', () => {
  it('finds a published card by url_name, whatever its case, with only the fields it has', () => {
    const client = createTestQueryClient();
    client.setQueryData(listingKeys.menu({ excludedCategoryId: 'venue', limit: 4 }), [
      { id: 'l-2', name: 'Villa Ortensia', url_name: 'villa-ortensia', image_url: 'v-1200.webp' },
    ]);
    expect(findListingLead(client, 'Villa-Ortensia')).toEqual({
      id: 'l-2',
      name: 'Villa Ortensia',
      url_name: 'villa-ortensia',
      image_url: 'v-1200.webp',
    });
  });

  it('takes a directory page’s card whole, its category as id and name', () => {
    const client = createTestQueryClient();
    const card = cardRow();
    client.setQueryData(listingKeys.directory({ page: 2 }), {
      listings: [card],
      total: 13,
      page: 2,
      pageCount: 2,
    });
    expect(findListingLead(client, card.url_name)).toMatchObject({
      id: card.id,
      city: 'Florence',
      headshot_url: card.headshot_url,
      category: card.category,
    });
  });

  it('never leads with a vendor’s own list (any status) or a listing nobody loaded', () => {
    const client = createTestQueryClient();
    client.setQueryData(listingKeys.mine('owner-1'), [cardRow({ url_name: 'draft-studio' })]);
    expect(findListingLead(client, 'draft-studio')).toBeUndefined();
    expect(findListingLead(client, 'bellandi-fotografia')).toBeUndefined();
  });
});
