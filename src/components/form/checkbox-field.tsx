import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type' | 'className'> & {
  id: string;
  /** Read beside the box; says what ticking it means. */
  label: string;
  error?: string;
  className?: string;
};

/** A required tick box with its label beside it and its error below (aria-describedby). */
export function CheckboxField({ id, label, error, className, ...props }: CheckboxFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required
          className="mt-1 size-5 shrink-0 accent-ink"
          {...props}
        />
        <label htmlFor={id} className="text-base text-ink-700">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
