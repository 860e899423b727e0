import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { FormDraft } from '@/hooks/use-form-draft';
import { cn } from '@/lib/utils';
import { DraftPrompt } from './draft-prompt';
import { ErrorSummary, errorCount, SendError } from './error-summary';

/**
 * The frame of a form a visitor sends (contact, submission, membership application, inquiry):
 * the offer of an unsaved draft, the summary of what a submit found wrong, why the last send
 * failed, the fields, and the send button, which says "Sending…" and waits while a send is on
 * its way. Checked on submit (noValidate: the errors are ours, in words, beside each field).
 */
export function PublicForm<T extends FieldValues>({
  form,
  label,
  onSubmit,
  submitLabel,
  pending,
  sendError,
  draft,
  className,
  children,
}: {
  form: UseFormReturn<T>;
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  pending: boolean;
  /** Why the last send failed, or nothing. */
  sendError?: ReactNode;
  draft?: FormDraft;
  /** The gap between the parts (`gap-6`, `gap-10`). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      className={cn('relative flex flex-col', className)}
    >
      {draft?.offered ? <DraftPrompt onRestore={draft.restore} onDiscard={draft.discard} /> : null}
      <ErrorSummary count={errorCount(form.formState)} />
      {sendError ? <SendError>{sendError}</SendError> : null}
      {children}
      <div>
        <Button type="submit" variant="solid" disabled={pending}>
          {pending ? 'Sending…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
