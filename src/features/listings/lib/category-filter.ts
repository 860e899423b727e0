import { BUSINESS_CATEGORY_IDS, type BusinessCategoryKey } from '@/config/reference-ids';
import type { BusinessCategory } from '../api/get-business-categories';
import { foldSearchText } from './search-fold';

/**
 * What `?category=` asks for (site-spec §2): a category id, or a word as the footer writes it
 * (Rental, Officiant, Lighting, Decor, 'Cakes & Catering', …), matched without regard to case.
 *
 * - `all`: no parameter; every category.
 * - `categories`: one id, or several for a word that names a group ('Cakes & Catering' is the
 *   Cakes and the Catering categories together: a couple asking for either wants both).
 * - `unknown`: a word or id that names no category. Not an error: the page says so and offers the
 *   categories that exist.
 */
export type CategoryFilter =
  { kind: 'all' } | { kind: 'categories'; ids: string[] } | { kind: 'unknown'; value: string };

/** Words that are not a category's own name or slug but clearly mean one (or a group). */
const CATEGORY_ALIASES: Record<string, readonly BusinessCategoryKey[]> = {
  'cakes and catering': ['cakes', 'catering'],
  'catering and cakes': ['cakes', 'catering'],
  cake: ['cakes'],
  planners: ['planner'],
  'wedding planner': ['planner'],
  'wedding planners': ['planner'],
  photographer: ['photography'],
  photographers: ['photography'],
  videographer: ['videography'],
  videographers: ['videography'],
  'content creators': ['contentCreator'],
  'hair and makeup': ['beauty'],
  florists: ['florist'],
  flowers: ['florist'],
  djs: ['dj'],
  jewelry: ['fineJewelry'],
  jewellery: ['fineJewelry'],
  'fine jewellery': ['fineJewelry'],
  officiants: ['officiant'],
  venues: ['venue'],
  bands: ['band'],
  music: ['band', 'dj'],
  rentals: ['rental'],
  caterer: ['catering'],
  caterers: ['catering'],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 'Cakes & Catering' → 'cakes and catering'; 'Décor' → 'decor'; 'content-creator' → 'content creator'. */
export function normalizeCategoryWord(value: string): string {
  return foldSearchText(value)
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** 'contentCreator' → 'content creator', 'fineJewelry' → 'fine jewelry'. */
const keyWords = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

const STATIC_WORDS = new Map<string, string[]>();
for (const [key, id] of Object.entries(BUSINESS_CATEGORY_IDS)) {
  STATIC_WORDS.set(keyWords(key), [id]);
}
for (const [word, keys] of Object.entries(CATEGORY_ALIASES)) {
  STATIC_WORDS.set(
    word,
    keys.map((key) => BUSINESS_CATEGORY_IDS[key]),
  );
}
const KNOWN_IDS = new Set<string>(Object.values(BUSINESS_CATEGORY_IDS));

/**
 * Resolves `?category=`. The fixed ids and words resolve at once, without a request, so the
 * listings query starts with the page; `categories` (business_categories rows, once loaded) adds
 * any category created after this build, by id, name or slug.
 */
export function resolveCategoryParam(
  raw: string | null | undefined,
  categories: readonly BusinessCategory[] = [],
): CategoryFilter {
  const value = (raw ?? '').trim();
  if (!value) return { kind: 'all' };

  if (UUID.test(value)) {
    const id = value.toLowerCase();
    const known = KNOWN_IDS.has(id) || categories.some((category) => category.id === id);
    return known ? { kind: 'categories', ids: [id] } : { kind: 'unknown', value };
  }

  const word = normalizeCategoryWord(value);
  const fixed = STATIC_WORDS.get(word);
  if (fixed) return { kind: 'categories', ids: fixed };
  const loaded = categories.find(
    (category) =>
      normalizeCategoryWord(category.name) === word ||
      normalizeCategoryWord(category.slug) === word,
  );
  if (loaded) return { kind: 'categories', ids: [loaded.id] };
  return { kind: 'unknown', value };
}

/**
 * True when the answer could still change once business_categories has loaded (an id or word not
 * among the fixed ones): the page waits for the categories before saying 'no such category'.
 */
export function needsCategoryList(filter: CategoryFilter): boolean {
  return filter.kind === 'unknown';
}

/** 'Cakes & Catering' for the group, the category's own name for one id. */
export function categoryFilterLabel(
  filter: CategoryFilter,
  categories: readonly BusinessCategory[],
): string | null {
  if (filter.kind !== 'categories') return null;
  const names = filter.ids.map((id) => categories.find((category) => category.id === id)?.name);
  if (names.some((name) => !name)) return null;
  return names.join(' & ');
}
