// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BUSINESS_CATEGORY_IDS } from '@/config/reference-ids';
import {
  categoryFilterLabel,
  normalizeCategoryWord,
  resolveCategoryParam,
} from './category-filter';

const ids = BUSINESS_CATEGORY_IDS;
const CATEGORIES = [
  { id: ids.cakes, name: 'Cakes', slug: 'cakes' },
  { id: ids.catering, name: 'Catering', slug: 'catering' },
  { id: ids.rental, name: 'Rental', slug: 'rental' },
  // a category an admin added after this build: only known once the list has loaded
  { id: '30000000-0000-4000-8000-000000000001', name: 'Calligraphy', slug: 'calligraphy' },
];

describe('?category= resolution', () => {
  it('is every category when absent or blank', () => {
    expect(resolveCategoryParam(null)).toEqual({ kind: 'all' });
    expect(resolveCategoryParam('   ')).toEqual({ kind: 'all' });
  });

  it('takes a category id (any case)', () => {
    expect(resolveCategoryParam(ids.officiant)).toEqual({
      kind: 'categories',
      ids: [ids.officiant],
    });
    expect(resolveCategoryParam(ids.officiant.toUpperCase())).toEqual({
      kind: 'categories',
      ids: [ids.officiant],
    });
  });

  it.each([
    ['Rental', [ids.rental]],
    ['rental', [ids.rental]],
    ['OFFICIANT', [ids.officiant]],
    ['Lighting', [ids.lighting]],
    ['Decor', [ids.decor]],
    ['Décor', [ids.decor]],
    ['content creator', [ids.contentCreator]],
    ['content-creator', [ids.contentCreator]],
    ['Fine Jewelry', [ids.fineJewelry]],
    ['DJ', [ids.dj]],
    ['Photographers', [ids.photography]],
  ])('resolves the word %j without a request', (word, expected) => {
    expect(resolveCategoryParam(word)).toEqual({ kind: 'categories', ids: expected });
  });

  it("resolves 'Cakes & Catering' to the Cakes and the Catering categories together", () => {
    const expected = { kind: 'categories', ids: [ids.cakes, ids.catering] };
    expect(resolveCategoryParam('Cakes & Catering')).toEqual(expected);
    expect(resolveCategoryParam('cakes and catering')).toEqual(expected);
    expect(categoryFilterLabel(resolveCategoryParam('Cakes & Catering'), CATEGORIES)).toBe(
      'Cakes & Catering',
    );
  });

  it("is 'unknown' (a no-such-category state, not an error) for a word or id that names nothing", () => {
    expect(resolveCategoryParam('Unicorns', CATEGORIES)).toEqual({
      kind: 'unknown',
      value: 'Unicorns',
    });
    expect(resolveCategoryParam('99999999-0000-4000-8000-000000000000', CATEGORIES)).toEqual({
      kind: 'unknown',
      value: '99999999-0000-4000-8000-000000000000',
    });
  });

  it('also knows categories added later, by id, name or slug, once the list is loaded', () => {
    const added = CATEGORIES[3]!;
    expect(resolveCategoryParam('Calligraphy')).toEqual({ kind: 'unknown', value: 'Calligraphy' });
    expect(resolveCategoryParam('Calligraphy', CATEGORIES)).toEqual({
      kind: 'categories',
      ids: [added.id],
    });
    expect(resolveCategoryParam(added.id, CATEGORIES)).toEqual({
      kind: 'categories',
      ids: [added.id],
    });
  });

  it('normalizes words the way the footer and the URL may spell them', () => {
    expect(normalizeCategoryWord('  Cakes&Catering ')).toBe('cakes and catering');
    expect(normalizeCategoryWord('Décor')).toBe('decor');
    expect(normalizeCategoryWord('content-creator')).toBe('content creator');
  });
});
