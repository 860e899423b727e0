// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { directoryFilters, venueFilters } from './directory-filters';
import { readDirectorySearch, readVenueSearch, withChanges } from './search-params';

const at = (query: string) => new URLSearchParams(query);

describe('the facts’ filters in the URL', () => {
  it('reads “up to” and “seats at least”, only the offered values', () => {
    expect(readDirectorySearch(at('price_max=2500')).maxPrice).toBe(2500);
    expect(readDirectorySearch(at('price_max=2501')).maxPrice).toBeNull();
    expect(readDirectorySearch(at('price_max=abc')).maxPrice).toBeNull();
    expect(readVenueSearch(at('seats=150&price_max=10000'))).toMatchObject({
      minSeated: 150,
      maxPrice: 10_000,
    });
    expect(readVenueSearch(at('seats=151')).minSeated).toBeNull();
  });

  it('hands them to the listings query, as the page and the first screen ask it', () => {
    expect(directoryFilters(at('price_max=1000&q=studio'))).toMatchObject({
      maxPrice: 1000,
      q: 'studio',
    });
    expect(venueFilters(at('seats=200&price_max=5000'))).toMatchObject({
      minSeated: 200,
      maxPrice: 5000,
    });
    expect(directoryFilters(at('q=studio'))?.maxPrice).toBeUndefined();
  });

  it('writes them back, going back to page 1', () => {
    const current = at('q=villa&page=2');
    expect(withChanges(current, { maxPrice: '2500' }).toString()).toBe('q=villa&price_max=2500');
    expect(withChanges(at('seats=100&q=villa'), { minSeated: '' }).toString()).toBe('q=villa');
  });
});
