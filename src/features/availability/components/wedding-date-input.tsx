import { useId } from 'react';
import { cn } from '@/lib/utils';
import { siteToday } from '../lib/availability-state';
import { isIsoDay } from '../wedding-date';

/** A labelled date field for the couple's wedding date (today or later). */
export function WeddingDateInput({
  value,
  onChange,
  label = 'Your wedding date',
  className,
}: {
  value: string | null;
  onChange: (isoDate: string | null) => void;
  label?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-label tracking-label text-ink-700 uppercase">
        {label}
      </label>
      <input
        id={id}
        type="date"
        min={siteToday()}
        value={value ?? ''}
        onChange={(event) => {
          const next = event.target.value;
          if (next === '') onChange(null);
          else if (isIsoDay(next)) onChange(next);
        }}
        className="min-h-11 border border-ivory-300 bg-ivory-50 px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-champagne-600"
      />
    </div>
  );
}
