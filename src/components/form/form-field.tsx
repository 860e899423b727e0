import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** The look of every text-like control (input, textarea, select): one border, one focus, one error. */
export const CONTROL_CLASS =
  'min-h-12 w-full border border-ink-300 bg-ivory-50 px-4 py-3 text-base text-ink placeholder:text-ink-500 focus-visible:border-ink aria-[invalid=true]:border-red-700';

/** What ties a control to its label, hint, count and error. Spread onto the control. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps {
  /** The control's id; generated when left out. */
  id?: string;
  label: string;
  /** The validation message, in words; marks the control invalid while set. */
  error?: string;
  /** Guidance under the control, read with it (aria-describedby). */
  hint?: ReactNode;
  /** Says '(optional)' beside the label; other fields are announced as required. */
  optional?: boolean;
  /** Shown at the end of the label row (e.g. a "Forgot your password?" link). */
  aside?: ReactNode;
  /** Characters typed so far out of the maximum, shown under the control and read with it. */
  count?: { length: number; max: number };
  className?: string;
}

/**
 * A labelled form control with its hint, character count and error, tied together by id: the
 * label names the control (label for), aria-describedby reads the hint, the count and the error,
 * aria-invalid marks a wrong value. `children` renders the control with the props that do that.
 */
export function FormField({
  id: givenId,
  label,
  error,
  hint,
  optional,
  aside,
  count,
  className,
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const countId = count ? `${id}-count` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, countId, errorId].filter(Boolean).join(' ') || undefined;

  const labelElement = (
    <label htmlFor={id} className="text-xs font-medium tracking-label text-ink uppercase">
      {label}
      {optional ? (
        <span className="ml-2 font-normal tracking-normal text-ink-500 normal-case">
          (optional)
        </span>
      ) : null}
    </label>
  );

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {aside ? (
        <div className="flex items-baseline justify-between gap-4">
          {labelElement}
          {aside}
        </div>
      ) : (
        labelElement
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': optional ? undefined : true,
      })}
      {hint ? (
        <div id={hintId} className="text-sm text-ink-500">
          {hint}
        </div>
      ) : null}
      {count ? (
        <p id={countId} className="text-right text-sm text-ink-500 tabular-nums">
          {count.length} of {count.max} characters
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
