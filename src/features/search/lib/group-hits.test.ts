// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../api/search-site';
import { groupHits, hitDetail, hitPath } from './group-hits';

const hit = (
  kind: SearchHit['kind'],
  title: string,
  extra: Partial<SearchHit> = {},
): SearchHit => ({
  kind,
  id: title,
  title,
  slug: title.toLowerCase().replace(/ /g, '-'),
  image: null,
  category: null,
  place: null,
  published_at: null,
  score: 1,
  ...extra,
});

describe('groupHits', () => {
  it('groups Stories, Vendors, Venues in that order and leaves empty groups out', () => {
    const groups = groupHits([
      hit('venue', 'Villa'),
      hit('story', 'A Day'),
      hit('venue', 'Castle'),
    ]);
    expect(groups.map((group) => [group.label, group.hits.map((h) => h.title)])).toEqual([
      ['Stories', ['A Day']],
      ['Venues', ['Villa', 'Castle']],
    ]);
  });

  it('links a story to its page and a vendor or venue to the directory', () => {
    expect(hitPath(hit('story', 'A Day'))).toBe('/blog/a-day');
    expect(hitPath(hit('venue', 'Villa Rosa'))).toBe('/index/villa-rosa');
  });

  it('describes a hit by category and place, whichever it has', () => {
    expect(
      hitDetail(hit('vendor', 'B', { category: 'Photography', place: 'Florence, Tuscany' })),
    ).toBe('Photography · Florence, Tuscany');
    expect(hitDetail(hit('story', 'A', { category: 'Real Weddings' }))).toBe('Real Weddings');
    expect(hitDetail(hit('story', 'A'))).toBe('');
  });
});
