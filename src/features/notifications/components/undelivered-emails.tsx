import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { reportMutation } from '@/lib/report-mutation';
import {
  getUndeliveredMessagesQueryOptions,
  type UndeliveredMessage,
} from '../api/get-undelivered-messages';
import { useResendMessage } from '../api/resend-message';

/** Each kind of email in words (outbox_kind_check in the notifications migration). */
const KIND_LABELS: Record<string, string> = {
  inquiry_received: 'New inquiry, to the vendor',
  inquiry_copy: 'Copy of an inquiry, to the couple',
  application_received: 'Application received',
  application_declined: 'Application declined',
  application_waitlisted: 'Application waitlisted',
  review_waiting: 'Waiting for review, to an admin',
  listing_published: 'Listing published',
  listing_returned: 'Listing returned',
  listing_changes_approved: 'Changes approved',
  listing_changes_requested: 'Changes requested',
  member_suspended: 'Membership suspended',
  member_reactivated: 'Membership reactivated',
  digest: 'Daily digest',
  password_changed: 'Password changed, to the account',
  review_answered: 'Review answered, to the couple',
};

export const kindLabel = (kind: string) => KIND_LABELS[kind] ?? kind.replace(/_/g, ' ');

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The admin dashboard's "Undelivered emails": what the delivery gave up on after its last try,
 * newest first, each with why and a Resend that asks nothing (sending again is harmless). Shown
 * only when there is something to resend.
 */
export function UndeliveredEmails() {
  const messages = useQuery(getUndeliveredMessagesQueryOptions());
  const headingId = useId();
  if (messages.isPending || (messages.isSuccess && messages.data.length === 0)) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 border-l-2 border-red-700 bg-ivory-100 p-4 md:p-6"
    >
      <div className="space-y-1">
        <h2 id={headingId} className="font-display text-3xl text-ink">
          Undelivered emails
          {messages.isSuccess ? ` (${messages.data.length})` : null}
        </h2>
        <p className="text-sm text-ink-700">
          The delivery tried each of these several times, then gave up. Check the address and the
          mail server’s answer, then send it again.
        </p>
      </div>
      {messages.isError ? (
        <LoadError compact what="the undelivered emails" onRetry={() => void messages.refetch()} />
      ) : (
        <ul
          aria-label="Undelivered emails"
          className="divide-y divide-ivory-300 border-y border-ivory-300"
        >
          {messages.data.map((message) => (
            <UndeliveredItem key={message.id} message={message} />
          ))}
        </ul>
      )}
    </section>
  );
}

function UndeliveredItem({ message }: { message: UndeliveredMessage }) {
  const resend = useResendMessage();
  const about = message.subject ? ` · ${message.subject}` : '';
  const send = () =>
    reportMutation(resend.mutateAsync(message.id), {
      onSuccess: () =>
        toast({ title: 'Queued to send again', description: `To ${message.recipient}` }),
      onError: (error) =>
        toast({
          title: 'That didn’t queue',
          description: error.message,
          variant: 'destructive',
        }),
    });
  return (
    <li className="flex flex-col items-start gap-3 py-4 sm:flex-row sm:justify-between sm:gap-4">
      <div className="w-full min-w-0 flex-1 space-y-1">
        <p className="break-words text-ink">
          {kindLabel(message.kind)}
          {about}
        </p>
        <p className="break-words text-sm text-ink-700">
          To {message.recipient} · gave up{' '}
          <time dateTime={message.failed_at}>{WHEN.format(new Date(message.failed_at))}</time> after{' '}
          {message.attempts} {message.attempts === 1 ? 'try' : 'tries'}
        </p>
        {message.last_error ? (
          <p className="break-words text-sm text-red-800">{message.last_error}</p>
        ) : null}
      </div>
      <Button size="sm" disabled={resend.isPending} onClick={send}>
        {resend.isPending ? 'Queuing…' : 'Resend'}
        <span className="sr-only">
          {' '}
          {kindLabel(message.kind)} to {message.recipient}
        </span>
      </Button>
    </li>
  );
}
