import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { MarkedState } from '@/features/availability';

export interface MarkOptions {
  state: MarkedState;
  note: string;
}

/** How days get marked (booked or limited, an optional private note) and a from–to range. */
export function DateRangeForm({
  options,
  onOptions,
  range,
  onRange,
  today,
  busy,
  onApply,
}: {
  options: MarkOptions;
  onOptions: (options: MarkOptions) => void;
  range: { from: string; to: string };
  onRange: (range: { from: string; to: string }) => void;
  today: string;
  busy: boolean;
  onApply: (state: MarkedState | null) => void;
}) {
  const id = useId();
  const validRange = Boolean(range.from && range.to && range.from <= range.to);
  const field =
    'min-h-11 border border-ivory-300 bg-ivory-50 px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-champagne-600';
  return (
    <div className="space-y-6">
      <fieldset className="space-y-2">
        <legend className="text-label tracking-label text-ink-700 uppercase">Mark days as</legend>
        {(['booked', 'limited'] as const).map((state) => (
          <label key={state} className="flex min-h-11 items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name={`${id}-state`}
              value={state}
              checked={options.state === state}
              onChange={() => onOptions({ ...options, state })}
              className="size-4 accent-ink"
            />
            {state === 'booked' ? 'Booked' : 'Limited (a little room left)'}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-note`} className="text-label tracking-label text-ink-700 uppercase">
          Private note (optional)
        </label>
        <textarea
          id={`${id}-note`}
          maxLength={500}
          rows={2}
          value={options.note}
          onChange={(event) => onOptions({ ...options, note: event.target.value })}
          className={`${field} py-2`}
        />
        <p className="text-xs text-ink-500">
          Only you see notes. Couples see booked, limited or free.
        </p>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-label tracking-label text-ink-700 uppercase">
          A range of days
        </legend>
        <div className="flex flex-wrap gap-3">
          {(['from', 'to'] as const).map((end) => (
            <div key={end} className="flex flex-col gap-1">
              <label htmlFor={`${id}-${end}`} className="text-sm text-ink-700">
                {end === 'from' ? 'From' : 'To'}
              </label>
              <input
                id={`${id}-${end}`}
                type="date"
                min={today}
                value={range[end]}
                onChange={(event) => onRange({ ...range, [end]: event.target.value })}
                className={field}
              />
            </div>
          ))}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button
            type="button"
            variant="solid"
            disabled={!validRange || busy}
            onClick={() => onApply(options.state)}
          >
            Mark range {options.state}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={!validRange || busy}
            onClick={() => onApply(null)}
          >
            Free these days
          </Button>
        </div>
      </fieldset>
    </div>
  );
}
