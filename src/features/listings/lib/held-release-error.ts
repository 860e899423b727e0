import { INQUIRY_RELEASES_PER_VENDOR_PER_DAY } from '@/config/throttles';

/**
 * A vendor releases at most INQUIRY_RELEASES_PER_VENDOR_PER_DAY held inquiries a day (issue #40,
 * inquiries_release_cap): past it the database refuses with hint 'release_limit' and the inquiry
 * stays held. What the Held tab says then.
 */
export const RELEASE_LIMIT_MESSAGE = `You can release ${INQUIRY_RELEASES_PER_VENDOR_PER_DAY} held inquiries a day, and today’s are used. This one stays held: release it tomorrow, or delete it.`;

/** Whether a failed release was refused for the daily cap (not an outage: retrying won’t help). */
export function isReleaseLimit(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { hint?: unknown }).hint === 'release_limit'
  );
}
