import { describe, expect, it } from 'vitest';
import {
  readDirectorySearch,
  readFreeOn,
  readPage,
  readVenueSearch,
  withChanges,
} from './search-params';

const at = (query: string) => new URLSearchParams(query);

describe('filters in the URL', () => {
  it('reads the directory filters, trimming text and defaulting the page', () => {
    expect(readDirectorySearch(at('category=Rental&location=%20Paris%20&q=studio'))).toEqual({
      category: 'Rental',
      maxPrice: null,
      location: 'Paris',
      q: 'studio',
      page: 1,
    });
  });

  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=abc', 1],
    ['page=1.5', 1],
    ['page=99999999999999999999', 1],
  ])('reads %j as page %i', (query, expected) => {
    expect(readPage(at(query))).toBe(expected);
  });

  it('reads a venue type without regard to case, and keeps an unknown one to say so', () => {
    expect(readVenueSearch(at('type=hotel'))).toMatchObject({ type: 'Hotel', invalidType: null });
    expect(readVenueSearch(at('type=Castle'))).toMatchObject({ type: null, invalidType: 'Castle' });
  });

  it('accepts only the offered capacities', () => {
    expect(readVenueSearch(at('capacity=150')).capacity).toBe(150);
    expect(readVenueSearch(at('capacity=151')).capacity).toBeNull();
  });

  it('writes changes back, dropping empty values and going back to page 1 on a filter change', () => {
    const current = at('category=Rental&q=old&page=3');
    expect(withChanges(current, { q: 'new' }).toString()).toBe('category=Rental&q=new');
    expect(withChanges(current, { q: '' }).toString()).toBe('category=Rental');
    expect(withChanges(current, { page: 2 }).toString()).toBe('category=Rental&q=old&page=2');
    expect(withChanges(current, { page: 1 }).toString()).toBe('category=Rental&q=old');
  });

  it('filters by a wedding day only when it is a real day, today or later', () => {
    const now = new Date('2027-03-10T23:30:00Z');
    expect(readFreeOn(at('date=2027-09-18'), now)).toBe('2027-09-18');
    expect(readFreeOn(at('date=2027-03-10'), now)).toBe('2027-03-10');
    expect(readFreeOn(at('date=2027-03-09'), now)).toBeUndefined();
    expect(readFreeOn(at('date=2037-03-07'), now)).toBe('2037-03-07');
    expect(readFreeOn(at('date=2037-03-08'), now)).toBeUndefined();
    expect(readFreeOn(at('date=2027-02-30'), now)).toBeUndefined();
    expect(readFreeOn(at('date=18/09/2027'), now)).toBeUndefined();
    expect(readFreeOn(at(''), now)).toBeUndefined();
  });
});
