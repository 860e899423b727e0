import { useListingAvailability } from '../api/get-listing-availability';
import { isFutureDay } from '../lib/availability-state';
import { useWeddingDate } from '../wedding-date';
import { AvailabilityBadge } from './availability-badge';
import { WeddingDateInput } from './wedding-date-input';

/**
 * A vendor or venue page's "check your date": the couple's stored date (set here once, kept in
 * the browser) and the vendor's state on it. No request until a date from today on is set.
 */
export function ListingDateCheck({ listingId }: { listingId: string }) {
  const [date, setDate] = useWeddingDate();
  const future = isFutureDay(date);
  const availability = useListingAvailability([listingId], future ? date : null);
  const state = availability.data?.get(listingId);
  return (
    <section aria-label="Check your date" className="flex flex-wrap items-end gap-4">
      <WeddingDateInput value={date} onChange={setDate} />
      <div aria-live="polite" className="flex min-h-11 items-center">
        {date && !future ? (
          <p className="text-sm text-ink-500">This date has passed.</p>
        ) : state && date ? (
          <AvailabilityBadge state={state} date={date} className="px-3 py-1.5 text-sm" />
        ) : null}
      </div>
    </section>
  );
}
