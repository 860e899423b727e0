// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ListingPageData } from '../api/get-listing';
import { applyListingChange } from './listing-change';

const LIVE: ListingPageData = {
  id: 'l-1',
  name: 'Casa Aurora',
  url_name: 'casa-aurora',
  description: 'The approved words.',
  headshot_url: null,
  image_url: 'listings/l-1/a.webp',
  video_url: null,
  city: 'Porto',
  state: null,
  country: 'Portugal',
  venue_type: null,
  guest_capacity: null,
  price_tier: '$$',
  price_from: 2500,
  price_currency: 'EUR',
  price_on_request: false,
  languages: ['en'],
  capacity_seated: null,
  capacity_standing: null,
  setting: null,
  rooms_on_site: null,
  website: null,
  instagram: null,
  is_featured: true,
  business_category_id: 'cat-1',
  updated_at: '2026-11-01T00:00:00Z',
  category: { id: 'cat-1', name: 'Photography', slug: 'photography' },
  photos: [
    { id: 'p-a', url: 'listings/l-1/a.webp', alt: 'First', position: 0 },
    { id: 'p-b', url: 'listings/l-1/b.webp', alt: 'Second', position: 1 },
  ],
  featuredIn: [],
  oftenWith: [],
};

describe('applyListingChange', () => {
  it('puts the proposed columns over the live ones and keeps what the change leaves out', () => {
    const next = applyListingChange(LIVE, {
      description: 'The new words.',
      city: null,
      contact_email: 'hidden@example.com',
    });
    expect(next).toMatchObject({
      description: 'The new words.',
      city: null,
      price_tier: '$$',
      url_name: 'casa-aurora',
      is_featured: true,
    });
    // The contact details are not the page's: nothing shows them.
    expect(next).not.toHaveProperty('contact_email');
    expect(LIVE.description).toBe('The approved words.');
  });

  it('replaces the gallery with the proposed one, in its order, keeping known photos’ ids', () => {
    const next = applyListingChange(LIVE, {
      photos: [
        { url: 'listings/l-1/b.webp', alt: 'Second' },
        { url: 'listings/l-1/c.webp', alt: 'New' },
      ],
    });
    expect(next.photos).toEqual([
      { id: 'p-b', url: 'listings/l-1/b.webp', alt: 'Second', position: 0 },
      { id: 'listings/l-1/c.webp', url: 'listings/l-1/c.webp', alt: 'New', position: 1 },
    ]);
  });

  it('names the category the change moves the listing to, or none when it is unknown', () => {
    const categories = [{ id: 'cat-2', name: 'Florist', slug: 'florist' }];
    expect(
      applyListingChange(LIVE, { business_category_id: 'cat-2' }, categories).category,
    ).toEqual(categories[0]);
    expect(applyListingChange(LIVE, { business_category_id: 'cat-9' }, categories).category).toBe(
      null,
    );
    expect(applyListingChange(LIVE, { business_category_id: 'cat-1' }).category).toBe(
      LIVE.category,
    );
  });
});
