import { useId, useState } from 'react';
import { CONTROL_CLASS } from '@/components/form';
import { Button } from '@/components/ui/button';

/**
 * A one-field form (an answer, a report's reason, a removal's reason): a labelled textarea with
 * its limits in words, and a send button that waits while the write is on its way. The text
 * stays on a failure.
 */
export function TextActionForm({
  label,
  hint,
  initial = '',
  min,
  max,
  submitLabel,
  pending,
  failed,
  onSubmit,
  onCancel,
}: {
  label: string;
  hint?: string;
  initial?: string;
  min: number;
  max: number;
  submitLabel: string;
  pending: boolean;
  failed: string | null;
  onSubmit: (text: string) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const shown = error ?? failed;
  return (
    <form
      noValidate
      aria-label={label}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = text.trim();
        if (trimmed.length < min) return setError(`Write at least ${min} characters.`);
        setError(null);
        onSubmit(trimmed);
      }}
    >
      <label htmlFor={id} className="text-xs font-medium tracking-label text-ink uppercase">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-500">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        rows={4}
        value={text}
        maxLength={max}
        aria-invalid={shown ? true : undefined}
        aria-describedby={
          [hint ? `${id}-hint` : '', shown ? `${id}-error` : ''].join(' ').trim() || undefined
        }
        onChange={(event) => setText(event.currentTarget.value)}
        className={CONTROL_CLASS}
      />
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800">
          {shown}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="solid" size="sm" disabled={pending}>
          {pending ? 'Sending…' : submitLabel}
        </Button>
        {onCancel ? (
          <Button size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
