/**
 * The one key factory of availability: the public answer for a grid of listings on one day, and
 * the owner's own marked days of a listing. A write invalidates `availabilityKeys.all`.
 */
export const availabilityKeys = {
  all: ['availability'] as const,
  onDay: (listingIds: readonly string[], day: string) =>
    [...availabilityKeys.all, 'on-day', { day, listingIds }] as const,
  dates: (listingId: string, from: string, to: string) =>
    [...availabilityKeys.all, 'dates', listingId, { from, to }] as const,
};
