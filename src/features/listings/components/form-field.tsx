import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A labelled form control with its hint and error, tied together by id: the label names the
 * control, aria-describedby reads the hint and the error, aria-invalid marks a wrong value.
 */
const CONTROL =
  'min-h-12 w-full border border-ink-300 bg-ivory-50 px-4 py-3 text-base text-ink placeholder:text-ink-500 focus-visible:border-ink aria-[invalid=true]:border-red-700';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return (
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  );
}

function Field({
  id,
  label,
  error,
  hint,
  optional,
  className,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <label htmlFor={id} className="text-label font-medium tracking-label text-ink uppercase">
        {label}
        {optional ? (
          <span className="ml-2 font-normal tracking-normal text-ink-500 normal-case">
            (optional)
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function controlProps(id: string, { error, hint, optional }: FieldProps) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
    'aria-required': optional ? undefined : true,
  };
}

export function InputField({
  id,
  label,
  error,
  hint,
  optional,
  className,
  ...props
}: FieldProps & ComponentProps<'input'>) {
  const field = { id, label, error, hint, optional, className };
  return (
    <Field {...field}>
      <input {...controlProps(id, field)} className={CONTROL} {...props} />
    </Field>
  );
}

export function TextareaField({
  id,
  label,
  error,
  hint,
  optional,
  className,
  ...props
}: FieldProps & ComponentProps<'textarea'>) {
  const field = { id, label, error, hint, optional, className };
  return (
    <Field {...field}>
      <textarea {...controlProps(id, field)} className={cn(CONTROL, 'min-h-40')} {...props} />
    </Field>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  optional,
  className,
  children,
  ...props
}: FieldProps & ComponentProps<'select'>) {
  const field = { id, label, error, hint, optional, className };
  return (
    <Field {...field}>
      <select {...controlProps(id, field)} className={CONTROL} {...props}>
        {children}
      </select>
    </Field>
  );
}
