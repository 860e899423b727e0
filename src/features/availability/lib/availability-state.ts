/** What listing_availability() answers for a listing on a day. */
export type AvailabilityState = 'free' | 'limited' | 'booked';
/** What a vendor marks a day as (no mark: free). */
export type MarkedState = Exclude<AvailabilityState, 'free'>;

export const AVAILABILITY_WORDS: Record<AvailabilityState, string> = {
  free: 'Free on',
  limited: 'Limited on',
  booked: 'Booked on',
};

export function isAvailabilityState(value: unknown): value is AvailabilityState {
  return value === 'free' || value === 'limited' || value === 'booked';
}

/** Today as the site counts it: the UTC calendar day (as listing_availability does). */
export function siteToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Only today and later days have an availability worth showing. */
export function isFutureDay(iso: string | null, now = new Date()): iso is string {
  return iso !== null && iso >= siteToday(now);
}

/** How far ahead the database answers for a day (bounded_day: ten years). */
export const AVAILABILITY_HORIZON_DAYS = 3650;

/** The last day the database answers for: today plus the horizon. */
export function lastAnsweredDay(now = new Date()): string {
  const last = new Date(now);
  last.setUTCDate(last.getUTCDate() + AVAILABILITY_HORIZON_DAYS);
  return siteToday(last);
}

/** A day from today to ten years ahead: one the availability filter and badges can answer for. */
export function isAnsweredDay(iso: string | null, now = new Date()): iso is string {
  return isFutureDay(iso, now) && iso <= lastAnsweredDay(now);
}
