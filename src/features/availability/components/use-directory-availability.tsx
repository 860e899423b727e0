import { useEffect, type ReactNode } from 'react';
import { useSearchParamsInOrder } from '@/hooks/use-search-params-in-order';
import { useListingAvailability } from '../api/get-listing-availability';
import { isAnsweredDay, isFutureDay } from '../lib/availability-state';
import { isIsoDay, useWeddingDate } from '../wedding-date';
import { AvailabilityBadge } from './availability-badge';
import { DirectoryDateFilter } from './directory-date-filter';

/** The URL parameter of the "free on my date" filter: /index?date=2027-09-18. */
export const DATE_PARAM = 'date';

/**
 * The couple's date on a directory grid (/index, /venues). The date comes from the URL's filter
 * (?date=, which also becomes the stored date) or else the stored date; the states of the page's
 * listings come in ONE request (listing_availability with every id of the page), only when the
 * date is today or later. With the filter on, the directory's query itself leaves the booked
 * listings out (listings_booked_on), so the count and the pages are of what is shown; limited
 * ones stay.
 */
export function useDirectoryAvailability(listingIds: readonly string[]) {
  const [params, setParams] = useSearchParamsInOrder();
  const [stored, setStored] = useWeddingDate();
  const raw = params.get(DATE_PARAM);
  const urlDate = isIsoDay(raw) ? raw : null;
  useEffect(() => {
    if (urlDate) setStored(urlDate);
  }, [urlDate, setStored]);

  const date = urlDate ?? stored;
  // Today to ten years ahead: the days the database answers for (a later one filters nothing).
  const answered = isAnsweredDay(date);
  const filterOn = Boolean(urlDate) && answered;
  const availability = useListingAvailability(listingIds, answered ? date : null);
  const states = availability.data;

  const writeUrl = (next: string | null) => {
    setParams((changed) => {
      if (next) changed.set(DATE_PARAM, next);
      else changed.delete(DATE_PARAM);
      changed.delete('page');
      return changed;
    });
  };

  return {
    /** ?date= leaves the booked out of the query: the control stays on an empty page too. */
    filterOn,
    /** The badge on one card, or nothing (no date, a past date, not answered yet). */
    badgeFor(listingId: string): ReactNode {
      const state = answered ? states?.get(listingId) : undefined;
      return state && date ? (
        <AvailabilityBadge state={state} date={date} className="mt-2" />
      ) : null;
    },
    filter: (
      <DirectoryDateFilter
        date={date}
        filterOn={filterOn}
        past={date !== null && !isFutureDay(date)}
        tooFar={isFutureDay(date) && !answered}
        onDate={(next) => {
          setStored(next);
          writeUrl(next);
        }}
        onFilter={(on) => writeUrl(on ? date : null)}
      />
    ),
  };
}
