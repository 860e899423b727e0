import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, FormState } from 'react-hook-form';

/** How many fields a submitted form has wrong (0 before the first submit). */
export function errorCount<T extends FieldValues>(
  formState: Pick<FormState<T>, 'isSubmitted'> & { errors: FieldErrors<T> },
): number {
  return formState.isSubmitted ? Object.keys(formState.errors).length : 0;
}

const ALERT_CLASS = 'border-l-2 border-red-800 bg-blush-100 px-4 py-3 text-sm text-ink';

/** Announced when a submit finds problems: how many, and that the first one has focus. */
export function ErrorSummary({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p role="alert" className={ALERT_CLASS}>
      {count === 1
        ? 'One field needs your attention — it is marked below.'
        : `${count} fields need your attention — they are marked below.`}
    </p>
  );
}

/** A send that failed: what happened, and that nothing typed is lost (the words are the form's). */
export function SendError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className={ALERT_CLASS}>
      {children}
    </p>
  );
}
