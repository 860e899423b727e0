import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  siteToday,
  useListingDates,
  useSetListingDates,
  type MarkedState,
} from '@/features/availability';
import { getMyListingsQueryOptions } from '@/features/listings';
import { AvailabilityCalendar } from './availability-calendar';
import { firstOfMonth, lastOfMonth, longDay } from './calendar-dates';
import { DateRangeForm, type MarkOptions } from './date-range-form';
import { MarkedDays } from './marked-days';

/**
 * The workspace's "Your dates": for one of the vendor's listings, a month calendar where days are
 * marked booked or limited (a click, Enter or Space; with Shift, a range), a from–to range, and
 * the month's marked days with their private notes. Couples see only booked, limited or free.
 */
export function AvailabilityDesk({ ownerId }: { ownerId: string }) {
  const headingId = useId();
  const listings = useQuery(getMyListingsQueryOptions(ownerId));
  const [chosen, setChosen] = useState<string | null>(null);
  const list = listings.data ?? [];
  const listingId = chosen ?? list[0]?.id ?? null;
  if (list.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <h2 id={headingId} className="font-display text-3xl text-ink">
        Your dates
      </h2>
      {list.length > 1 ? (
        <label className="flex flex-col gap-1 text-sm text-ink-700">
          Listing
          <select
            value={listingId ?? ''}
            onChange={(event) => setChosen(event.target.value)}
            className="min-h-11 max-w-md border border-ivory-300 bg-ivory-50 px-3 text-ink"
          >
            {list.map((listing) => (
              <option key={listing.id} value={listing.id}>
                {listing.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {listingId ? <ListingDatesEditor key={listingId} listingId={listingId} /> : null}
    </section>
  );
}

function ListingDatesEditor({ listingId }: { listingId: string }) {
  const today = siteToday();
  const [focusedDay, setFocusedDay] = useState(today);
  const [options, setOptions] = useState<MarkOptions>({ state: 'booked', note: '' });
  const [anchor, setAnchor] = useState<string | null>(null);
  const [range, setRange] = useState({ from: '', to: '' });
  const [message, setMessage] = useState('');
  const dates = useListingDates(listingId, firstOfMonth(focusedDay), lastOfMonth(focusedDay));
  const save = useSetListingDates();
  const marks = new Map((dates.data ?? []).map((d) => [d.day, d.state] as const));

  const apply = (from: string, to: string, state: MarkedState | null) => {
    const what = from === to ? longDay(from) : `${longDay(from)} to ${longDay(to)}`;
    save.mutate(
      { listingId, from, to, state, note: options.note },
      {
        onSuccess: () => setMessage(`${what}: ${state ?? 'free'}.`),
        onError: (error) => setMessage(`Not saved: ${error.message}`),
      },
    );
  };
  const toggle = (day: string) => {
    if (day < today) return setMessage(`${longDay(day)} has passed.`);
    setAnchor(day);
    apply(day, day, marks.has(day) ? null : options.state);
  };
  const extend = (day: string) => {
    const start = anchor ?? day;
    setRange(start <= day ? { from: start, to: day } : { from: day, to: start });
  };

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,28rem)_1fr]">
      <div className="space-y-6">
        <AvailabilityCalendar
          focusedDay={focusedDay}
          onFocusDay={setFocusedDay}
          marks={marks}
          today={today}
          onToggle={toggle}
          onRange={extend}
          range={range.from && range.to ? range : null}
        />
        <p role="status" className="min-h-5 text-sm text-ink-700">
          {message}
        </p>
        <MarkedDays
          dates={dates.data ?? []}
          busy={save.isPending}
          onFree={(day) => apply(day, day, null)}
        />
      </div>
      <DateRangeForm
        options={options}
        onOptions={setOptions}
        range={range}
        onRange={setRange}
        today={today}
        busy={save.isPending}
        onApply={(state) => apply(range.from, range.to, state)}
      />
    </div>
  );
}
