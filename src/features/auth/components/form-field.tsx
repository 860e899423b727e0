import { useId, type ReactNode } from 'react';

export const inputClass =
  'w-full border border-ink-300 bg-white px-4 py-3 text-base text-ink transition-colors focus:border-ink aria-[invalid=true]:border-red-700';

interface FieldProps {
  id: string;
  required: true;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  error?: string;
  /** Shown at the end of the label row (e.g. a "Forgot your password?" link). */
  aside?: ReactNode;
  /** Renders the control with the props that tie it to its label and error. */
  children: (field: FieldProps) => ReactNode;
}

/** A labelled form control with its validation message (announced through aria-describedby). */
export function FormField({ label, error, aside, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;

  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="text-xs font-medium tracking-label text-ink uppercase">
          {label}
        </label>
        {aside}
      </div>
      {children({
        id,
        required: true,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
