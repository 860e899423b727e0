/**
 * Availability (#31, "check your date"): the couple's wedding date kept in the browser, the
 * public free / limited / booked answer for listings on that date, and the owner's marked days.
 * Owns listing_dates and listing_availability(). wedding-date.ts stays tiny (cards import it).
 */
export { useWeddingDate, setWeddingDate, formatWeddingDate, isIsoDay } from './wedding-date';
export { availabilityKeys } from './keys';
export {
  AVAILABILITY_WORDS,
  isAnsweredDay,
  isFutureDay,
  siteToday,
  type AvailabilityState,
  type MarkedState,
} from './lib/availability-state';
export {
  fetchListingAvailability,
  getListingAvailabilityQueryOptions,
  useListingAvailability,
} from './api/get-listing-availability';
export { useListingDates, type ListingDate } from './api/get-listing-dates';
export { useSetListingDates, type DateRangeChange } from './api/set-listing-dates';
export { AvailabilityBadge } from './components/availability-badge';
export { WeddingDateInput } from './components/wedding-date-input';
export { ListingDateCheck } from './components/listing-date-check';
export { DATE_PARAM, useDirectoryAvailability } from './components/use-directory-availability';
