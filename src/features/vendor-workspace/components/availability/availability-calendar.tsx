import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { MarkedState } from '@/features/availability';
import { cn } from '@/lib/utils';
import { addMonths, longDay, monthTitle, monthWeeks, moveFocus, WEEKDAYS } from './calendar-dates';

export interface AvailabilityCalendarProps {
  /** The day with the keyboard focus (one tab stop); its month is shown. */
  focusedDay: string;
  onFocusDay: (iso: string) => void;
  /** Marked days of the shown month. */
  marks: ReadonlyMap<string, MarkedState>;
  /** Days before this one cannot change. */
  today: string;
  /** Enter, Space or a click: mark a free day, free a marked one. */
  onToggle: (iso: string) => void;
  /** Shift with Enter, Space or a click: the range from the last toggled day to this one. */
  onRange: (iso: string) => void;
  /** Days of the current range, highlighted. */
  range?: { from: string; to: string } | null;
  /** Move focus into the grid when the focused day changes (after a key, not on first paint). */
  autoFocus?: boolean;
}

const STATE_CLASS: Record<MarkedState, string> = {
  booked: 'bg-ink text-ivory-50 hover:bg-ink-700',
  limited: 'bg-champagne-200 text-ink hover:bg-champagne-300',
};

/**
 * A month of days as a table of buttons with one tab stop: the arrow keys move by day and week,
 * Home/End to the week's ends, Page Up/Down by month; Enter or Space marks or frees the day;
 * with Shift it makes a range. Each button says its day and state.
 */
export function AvailabilityCalendar({
  focusedDay,
  onFocusDay,
  marks,
  today,
  onToggle,
  onRange,
  range,
  autoFocus = false,
}: AvailabilityCalendarProps) {
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current && !autoFocus) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focusedDay}"]`)?.focus();
  }, [focusedDay, autoFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (event.shiftKey) onRange(day);
      else onToggle(day);
      return;
    }
    const next = moveFocus(day, event.key);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    onFocusDay(next);
  };

  const title = monthTitle(focusedDay);
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-4">
        <button
          type="button"
          onClick={() => onFocusDay(addMonths(focusedDay, -1))}
          className="min-h-11 px-3 text-sm underline underline-offset-4 hover:text-champagne-700"
        >
          Previous month
        </button>
        <h3 aria-live="polite" className="font-display text-2xl text-ink">
          {title}
        </h3>
        <button
          type="button"
          onClick={() => onFocusDay(addMonths(focusedDay, 1))}
          className="min-h-11 px-3 text-sm underline underline-offset-4 hover:text-champagne-700"
        >
          Next month
        </button>
      </div>
      <table ref={grid} className="w-full table-fixed border-collapse" aria-label={title}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th
                key={short}
                scope="col"
                abbr={long}
                className="pb-2 text-xs font-medium text-ink-500"
              >
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focusedDay).map((week, row) => (
            <tr key={row}>
              {week.map((day, col) => {
                if (!day) return <td key={col} />;
                const state = marks.get(day);
                const past = day < today;
                const inRange = range && day >= range.from && day <= range.to;
                return (
                  <td key={day} className="p-0.5">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focusedDay ? 0 : -1}
                      aria-pressed={Boolean(state)}
                      aria-disabled={past || undefined}
                      aria-label={`${longDay(day)}, ${state ?? 'free'}${past ? ', past' : ''}`}
                      onClick={(event) => (event.shiftKey ? onRange(day) : onToggle(day))}
                      onFocus={() => day !== focusedDay && onFocusDay(day)}
                      onKeyDown={(event) => onKeyDown(event, day)}
                      className={cn(
                        'flex aspect-square w-full min-h-11 flex-col items-center justify-center text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-champagne-600',
                        state ? STATE_CLASS[state] : 'bg-ivory-100 text-ink hover:bg-ivory-200',
                        past && 'cursor-not-allowed opacity-50',
                        inRange && 'ring-2 ring-champagne-600 ring-inset',
                      )}
                    >
                      <span aria-hidden="true">{Number(day.slice(8))}</span>
                      {state ? (
                        <span
                          aria-hidden="true"
                          className={cn(
                            'mt-1 h-1 bg-current',
                            state === 'booked' ? 'w-5' : 'w-2.5',
                          )}
                        />
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-ink-500">
        Dark with a long bar: booked. Gold with a short bar: limited. Light: free.
      </p>
    </div>
  );
}
