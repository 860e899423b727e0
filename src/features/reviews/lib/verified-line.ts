import { monthYear } from '@/lib/english-dates';

/** "May 2026" from the first of a month (yyyy-mm-01). */
export const formatMonth = (isoDate: string) => monthYear(new Date(`${isoDate}T00:00:00Z`), 'utc');

/** "Verified couple — inquired through Perféte in May 2026, married September 2026" */
export function verifiedLine(review: { inquired_month: string; married_month: string }): string {
  return `Verified couple — inquired through Perféte in ${formatMonth(review.inquired_month)}, married ${formatMonth(review.married_month)}`;
}

export const BOOKING_CONFIRMED = 'Booked, confirmed by the vendor';

/**
 * What "verified" means, in one sentence for the vendor page (the rules are the database's:
 * REVIEW_INQUIRY_LEAD_DAYS, one review per couple, none from the vendor's own side).
 */
export const verifiedMeaning = (listingName: string) =>
  `Verified means the couple wrote to ${listingName} through Perféte at least two weeks before their wedding, heard back, and reviewed once, after the day.`;
