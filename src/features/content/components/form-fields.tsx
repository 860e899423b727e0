import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

const control =
  'w-full border bg-ivory-50 px-4 py-3 text-base text-ink placeholder:text-ink-500 focus-visible:border-ink aria-[invalid=true]:border-red-700';

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  children: ReactNode;
  className?: string;
}

/** Label above, hint and error below, tied to the control by id (aria-describedby). */
function FieldFrame({ id, label, error, hint, optional, children, className }: FieldFrameProps) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <label htmlFor={id} className="text-xs font-medium tracking-label text-ink uppercase">
        {label}
        {optional && (
          <span className="ml-2 font-normal tracking-normal text-ink-500 normal-case">
            (optional)
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return (
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  );
}

type Common = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
};

export function TextField({
  id,
  label,
  error,
  hint,
  optional,
  className,
  ...props
}: Common & ComponentProps<'input'>) {
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      className={className}
    >
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        aria-required={optional ? undefined : true}
        className={cn(control, 'min-h-12 border-ink-300')}
        {...props}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  optional,
  className,
  ...props
}: Common & ComponentProps<'textarea'>) {
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      className={className}
    >
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        aria-required={optional ? undefined : true}
        className={cn(control, 'min-h-40 border-ink-300')}
        {...props}
      />
    </FieldFrame>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  optional,
  className,
  options,
  placeholder,
  ...props
}: Common & ComponentProps<'select'> & { options: readonly string[]; placeholder: string }) {
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      className={className}
    >
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        aria-required={optional ? undefined : true}
        className={cn(control, 'min-h-12 border-ink-300')}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function CheckboxField({
  id,
  label,
  error,
  className,
  ...props
}: Omit<Common, 'hint' | 'optional'> & ComponentProps<'input'>) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-required
          className="mt-1 size-5 shrink-0 accent-ink"
          {...props}
        />
        <label htmlFor={id} className="text-base text-ink-700">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** Off-screen and out of the tab order: people never see it, some bots fill it in. */
export function HoneypotField(props: ComponentProps<'input'>) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this empty
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}

/** Announced when a submit finds problems: how many, and that the first one has focus. */
export function ErrorSummary({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p role="alert" className="border-l-2 border-red-800 bg-blush-100 px-4 py-3 text-sm text-ink">
      {count === 1
        ? 'One field needs your attention — it is marked below.'
        : `${count} fields need your attention — they are marked below.`}
    </p>
  );
}
