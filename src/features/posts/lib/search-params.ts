import { BLOG_SEARCH_MAX_LENGTH } from '@/config/site';
import { isUuid } from './post-filters';

/** The magazine's URL state: `category`, `q` and `page` (1-based; page 1 is left out of URLs). */
export interface MagazineParams {
  category: string | null;
  q: string | null;
  page: number;
}

export function readMagazineParams(params: URLSearchParams): MagazineParams {
  const category = params.get('category');
  const q = params.get('q')?.trim().slice(0, BLOG_SEARCH_MAX_LENGTH) || null;
  const page = Number(params.get('page'));
  return {
    category: isUuid(category) ? category.toLowerCase() : null,
    q,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** `?…` with `changes` applied to the current parameters (null removes one); page 1 is implied. */
export function withParams(
  current: URLSearchParams,
  changes: Record<string, string | number | null>,
): string {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '' || (key === 'page' && Number(value) <= 1)) next.delete(key);
    else next.set(key, String(value));
  }
  const search = next.toString();
  return search ? `?${search}` : '?';
}

export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));
