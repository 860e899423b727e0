import { isSlug } from '@/lib/slug';

/**
 * What reaches a PostgREST filter string from a URL or a row: the magazine's list pages
 * (/blog, sections, /nybfw) and the post page check their parameters here. Apart from the key
 * factory (keys.ts) and the selects (api/post-fields.ts), which the home page loads on first
 * paint and these pages do not need there.
 */

/** Only these reach a PostgREST filter string: ids are uuids, slugs are lowercase words. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const SLUG_MAX_LENGTH = 200;

export const isUuid = (value: string | null | undefined): value is string =>
  typeof value === 'string' && UUID.test(value);

export const isPostSlug = (value: string | null | undefined): value is string =>
  isSlug(value, SLUG_MAX_LENGTH);

/** `or` filter: posts whose category or subcategory is `id` (a category or subcategory id). */
export function inCategoryFilter(id: string): string {
  if (!isUuid(id)) throw new Error(`Not a category id: ${id}`);
  return `category.eq.${id},subcategory.eq.${id}`;
}

/** `or` filter: posts in any of the categories, or in any of the subcategories. */
export function inCategoriesFilter(
  categoryIds: readonly string[],
  subcategoryIds: readonly string[] = [],
): string {
  const all = [...categoryIds, ...subcategoryIds];
  if (all.length === 0 || !all.every(isUuid)) throw new Error('Section needs category ids');
  const parts: string[] = [];
  if (categoryIds.length > 0) parts.push(`category.in.(${categoryIds.join(',')})`);
  if (subcategoryIds.length > 0) parts.push(`subcategory.in.(${subcategoryIds.join(',')})`);
  return parts.join(',');
}

/** First and last row of a 1-based page, for `.range()`. */
export function pageRange(page: number, pageSize: number): [from: number, to: number] {
  const safePage = Number.isInteger(page) && page > 0 ? page : 1;
  const from = (safePage - 1) * pageSize;
  return [from, from + pageSize - 1];
}
