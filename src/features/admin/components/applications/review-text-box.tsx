import { useId } from 'react';
import { CONTROL_CLASS } from '@/components/form';

/** A labelled text area with its character count, for the review desk's notes and reasons. */
export function ReviewTextBox({
  label,
  value,
  onChange,
  max,
  rows = 3,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  rows?: number;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-xs font-medium tracking-label text-ink uppercase">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        maxLength={max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={CONTROL_CLASS}
      />
      <p className="text-right text-xs text-ink-500 tabular-nums">
        {value.length} of {max} characters
      </p>
    </div>
  );
}
