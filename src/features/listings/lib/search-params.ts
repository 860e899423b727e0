import { isAnsweredDay, isIsoDay } from '@/features/availability';
import { DIRECTORY_SEARCH_MAX_LENGTH, VENUE_CAPACITY_OPTIONS, VENUE_TYPES } from '@/config/site';
import { readMaxPrice, readMinSeated } from './fact-search-params';

/**
 * The directory's filters live in the URL (shareable, back and forward work):
 *   /index?category=<id or word>&price_max=<n>&location=<text>&q=<text>&page=<n>
 *   /venues?type=<Hotel|Estate|Resort|Vineyard>&capacity=<n>&seats=<n>&price_max=<n>&location=<text>&q=<text>&page=<n>
 * and on both, &date=<YYYY-MM-DD>: leave out the listings booked that day (today or later).
 * Readers here turn whatever is in the address bar into clean values; `withChanges` writes a
 * change back, dropping empty values and going back to page 1 whenever a filter changes.
 */
export const SEARCH_PARAM = {
  category: 'category',
  location: 'location',
  q: 'q',
  page: 'page',
  type: 'type',
  capacity: 'capacity',
  maxPrice: 'price_max',
  minSeated: 'seats',
  freeOn: 'date',
} as const;

export type VenueType = (typeof VENUE_TYPES)[number];

const text = (value: string | null) => (value ?? '').trim().slice(0, DIRECTORY_SEARCH_MAX_LENGTH);

/** A positive page number; anything else (missing, 0, -2, 'abc', 1.5) is page 1. */
export function readPage(params: URLSearchParams): number {
  const raw = params.get(SEARCH_PARAM.page);
  const page = raw && /^\d+$/.test(raw) ? Number(raw) : 1;
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/**
 * ?date=: a real calendar day, from today (UTC, as the database's listings_booked_on counts) to
 * ten years ahead; anything else filters nothing.
 */
export function readFreeOn(params: URLSearchParams, now = new Date()): string | undefined {
  const raw = params.get(SEARCH_PARAM.freeOn) ?? '';
  if (!isIsoDay(raw)) return undefined;
  // The database answers days up to ten years ahead (bounded_day); later ones filter nothing
  // rather than fail the page, and the date filter says so (directory-date-filter.tsx).
  return isAnsweredDay(raw, now) ? raw : undefined;
}

export interface DirectorySearch {
  /** The raw `category` value; category-filter.ts resolves it. */
  category: string;
  /** ?price_max: a starting price of at most this many euros (fact-search-params.ts). */
  maxPrice: number | null;
  location: string;
  q: string;
  /** ?date=, when it filters (readFreeOn). */
  freeOn: string | undefined;
  page: number;
}

export function readDirectorySearch(params: URLSearchParams): DirectorySearch {
  return {
    category: (params.get(SEARCH_PARAM.category) ?? '').trim(),
    maxPrice: readMaxPrice(params),
    location: text(params.get(SEARCH_PARAM.location)),
    q: text(params.get(SEARCH_PARAM.q)),
    freeOn: readFreeOn(params),
    page: readPage(params),
  };
}

/**
 * `type` is matched without regard to case (?type=hotel is Hotel). `invalidType` keeps a value
 * that names no type, so the page can say so instead of silently showing every venue.
 */
export interface VenueSearch {
  type: VenueType | null;
  invalidType: string | null;
  capacity: number | null;
  /** ?seats and ?price_max (fact-search-params.ts). */
  minSeated: number | null;
  maxPrice: number | null;
  location: string;
  q: string;
  freeOn: string | undefined;
  page: number;
}

export function readVenueSearch(params: URLSearchParams): VenueSearch {
  const rawType = (params.get(SEARCH_PARAM.type) ?? '').trim();
  const type = VENUE_TYPES.find((venueType) => venueType.toLowerCase() === rawType.toLowerCase());
  const rawCapacity = Number(params.get(SEARCH_PARAM.capacity));
  const capacity = (VENUE_CAPACITY_OPTIONS as readonly number[]).includes(rawCapacity)
    ? rawCapacity
    : null;
  return {
    type: type ?? null,
    invalidType: rawType && !type ? rawType : null,
    capacity,
    minSeated: readMinSeated(params),
    maxPrice: readMaxPrice(params),
    location: text(params.get(SEARCH_PARAM.location)),
    q: text(params.get(SEARCH_PARAM.q)),
    freeOn: readFreeOn(params),
    page: readPage(params),
  };
}

/**
 * The current search with `changes` applied: empty values are removed, and any change other than
 * the page itself starts again at page 1 (page 1 is the bare URL, never ?page=1).
 */
export function withChanges(
  current: URLSearchParams,
  changes: Partial<Record<keyof typeof SEARCH_PARAM, string | number | null>>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    const name = SEARCH_PARAM[key as keyof typeof SEARCH_PARAM];
    const clean = value === null || value === undefined ? '' : String(value).trim();
    if (clean) next.set(name, clean);
    else next.delete(name);
  }
  if (!('page' in changes)) next.delete(SEARCH_PARAM.page);
  if (next.get(SEARCH_PARAM.page) === '1') next.delete(SEARCH_PARAM.page);
  return next;
}
