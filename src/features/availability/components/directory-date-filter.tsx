import { useId, useState } from 'react';
import { formatWeddingDate } from '../wedding-date';
import { WeddingDateInput } from './wedding-date-input';

export interface DirectoryDateFilterProps {
  /** The date shown: the URL's filter date, else the couple's stored date. */
  date: string | null;
  /** ?date= is set: booked listings are left out. */
  filterOn: boolean;
  /** The date is before today: nothing to show for it. */
  past: boolean;
  /** The date is more than ten years ahead: nothing is known for it yet. */
  tooFar?: boolean;
  onDate: (isoDate: string | null) => void;
  onFilter: (on: boolean) => void;
}

/** "Free on my date" above the /index and /venues grid: a date and whether to leave out the booked. */
export function DirectoryDateFilter({
  date,
  filterOn,
  past,
  tooFar = false,
  onDate,
  onFilter,
}: DirectoryDateFilterProps) {
  const checkId = useId();
  // The box turns at once when pressed: `filterOn` follows the URL, which the router changes in a
  // transition a moment later (on a busy phone, long enough to look as if the press was lost).
  // A new `filterOn` from the URL (back button, a link) wins over what was pressed.
  const [pressed, setPressed] = useState({ on: filterOn, from: filterOn });
  if (pressed.from !== filterOn) setPressed({ on: filterOn, from: filterOn });
  let note: string | null = null;
  if (date && past) note = `${formatWeddingDate(date)} has passed: pick a date from today on.`;
  else if (date && tooFar)
    note = `${formatWeddingDate(date)} is more than ten years away: pick a date within the next ten years.`;
  else if (date && filterOn)
    note = `Showing who is free, or has limited room, on ${formatWeddingDate(date)}.`;
  return (
    <div
      role="group"
      aria-label="Free on my date"
      className="flex flex-wrap items-end gap-x-6 gap-y-3 border-y border-ivory-300 py-4"
    >
      <WeddingDateInput value={date} onChange={onDate} label="Free on my date" />
      <div className="flex min-h-11 items-center gap-2">
        <input
          id={checkId}
          type="checkbox"
          checked={pressed.on}
          disabled={!date || past || tooFar}
          onChange={(event) => {
            setPressed({ on: event.target.checked, from: filterOn });
            onFilter(event.target.checked);
          }}
          className="size-4 accent-ink"
        />
        <label htmlFor={checkId} className="text-sm text-ink-700">
          Leave out vendors booked that day
        </label>
      </div>
      <p aria-live="polite" className="basis-full text-sm text-ink-500 empty:hidden">
        {note}
      </p>
    </div>
  );
}
