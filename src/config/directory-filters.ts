/**
 * The directory's filters on what vendors say about themselves (#31). Apart from
 * config/listing-facts.ts (which the vendor page's chunk holds) so that /index and /venues load
 * none of the page's code; imported by the request builder the benchmark runs under Node.
 */

/** The currency "up to" compares in (no exchange rates: other currencies are left out). */
export const DIRECTORY_PRICE_CURRENCY = 'EUR';
/** /index?price_max=N and /venues?price_max=N: a starting price at most N (in EUR). */
export const PRICE_MAX_OPTIONS = [500, 1_000, 2_500, 5_000, 10_000, 25_000] as const;
/** /venues?seats=N: venues seating at least N guests. */
export const SEATED_OPTIONS = [50, 100, 150, 200, 300] as const;
