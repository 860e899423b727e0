import type { ListingDate } from '@/features/availability';
import { longDay } from './calendar-dates';

/** The month's marked days in words, with their notes, each freed by its own button. */
export function MarkedDays({
  dates,
  busy,
  onFree,
}: {
  dates: readonly ListingDate[];
  busy: boolean;
  onFree: (day: string) => void;
}) {
  if (dates.length === 0)
    return (
      <p className="text-sm text-ink-500">No days marked this month: every day shows as free.</p>
    );
  return (
    <ul
      className="divide-y divide-ivory-300 border-y border-ivory-300"
      aria-label="Marked days this month"
    >
      {dates.map((date) => (
        <li key={date.day} className="flex flex-wrap items-center justify-between gap-3 py-2">
          <div>
            <p className="text-sm text-ink">
              {longDay(date.day)}: <strong className="font-medium">{date.state}</strong>
            </p>
            {date.note ? <p className="text-sm text-ink-500">{date.note}</p> : null}
          </div>
          <button
            type="button"
            disabled={busy}
            onClick={() => onFree(date.day)}
            className="min-h-11 px-2 text-sm underline underline-offset-4 hover:text-champagne-700 disabled:opacity-50"
          >
            Free <span className="sr-only">{longDay(date.day)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
