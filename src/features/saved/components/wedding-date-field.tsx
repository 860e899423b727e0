import { useId } from 'react';

/**
 * The couple's date, set once beside their list (kept in this browser; the availability the list
 * and the compare view show is for this day). The page passes the date's store in.
 */
export function WeddingDateField({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (isoDate: string | null) => void;
}) {
  const id = useId();
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Your wedding date
      </label>
      <input
        id={id}
        type="date"
        min={today}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        className="border border-ink-300 bg-ivory-50 px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-champagne-600"
      />
      {value ? (
        <button
          type="button"
          onClick={() => onChange(null)}
          className="text-sm text-ink-700 underline hover:text-ink"
        >
          Clear date
        </button>
      ) : null}
    </div>
  );
}
