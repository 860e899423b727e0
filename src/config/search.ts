/** The site search (#33): its path, limits and timings, in one place. */

/** The URL parameter holding the words. */
export const SEARCH_PARAM = 'q';
/** The pause in typing after which one request goes out. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Fewer characters than this search nothing (the database answers none either). */
export const SEARCH_MIN_CHARS = 2;
/** The database reads at most this many characters of a query. */
export const SEARCH_MAX_CHARS = 100;
/** Results of each kind (stories, vendors, venues) in the header's dialog. */
export const SEARCH_DIALOG_PER_KIND = 4;
/** Results of each kind on the full results page. */
export const SEARCH_PAGE_PER_KIND = 24;
/** The groups, in the order they are shown, with their headings. */
export const SEARCH_GROUPS = [
  { kind: 'story', label: 'Stories' },
  { kind: 'vendor', label: 'Vendors' },
  { kind: 'venue', label: 'Venues' },
] as const;
