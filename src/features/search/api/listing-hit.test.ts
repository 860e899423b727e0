import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/testing/render';
import { searchKeys } from '../keys';
import { findListingHit } from './listing-hit';
import type { SearchHit } from './search-site';

const hit = (kind: SearchHit['kind'], slug: string): SearchHit => ({
  kind,
  id: `${kind}-${slug}`,
  title: slug,
  slug,
  image: null,
  category: null,
  place: null,
  published_at: null,
  score: 1,
});

describe('findListingHit', () => {
  it('finds a vendor or venue among the loaded answers, never a story of the same slug', () => {
    const client = createTestQueryClient();
    client.setQueryData(searchKeys.results({ q: 'bell', perKind: 4 }), [
      hit('story', 'bellandi'),
      hit('venue', 'bellandi'),
    ]);
    expect(findListingHit(client, 'Bellandi')?.id).toBe('venue-bellandi');
    expect(findListingHit(client, 'villa-ortensia')).toBeUndefined();
  });
});
