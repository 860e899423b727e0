import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { LoadError } from '@/components/load-error';
import {
  AUTH_MAILS_PER_MAILBOX_PER_DAY,
  MAILS_PER_MAILBOX_PER_DAY,
  TYPED_MAILS_PER_MAILBOX_PER_DAY,
} from '@/config/throttles';
import {
  getMailHeldBackQueryOptions,
  MAIL_HELD_BACK_DAYS,
  type MailHeldBack,
} from '../api/get-mail-held-back';
import { kindLabel } from './undelivered-emails';

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

export const HELD_BACK_COPY = {
  heading: 'Held back by the mail gate',
  explanation: `No address gets more than ${TYPED_MAILS_PER_MAILBOX_PER_DAY} emails a day that someone else could have asked for (copies, application answers, review emails), ${AUTH_MAILS_PER_MAILBOX_PER_DAY} sign-in emails, or ${MAILS_PER_MAILBOX_PER_DAY} in all. These were not sent; many to one address usually means someone is using our forms against it.`,
};

/**
 * The admin dashboard's record of the mail gate (issue #40): emails not sent in the last
 * MAIL_HELD_BACK_DAYS days because their mailbox had reached a daily limit, per mailbox, kind
 * and day, with how many. Nothing to do but notice; shown only when there is something.
 */
export function HeldBackEmails() {
  const held = useQuery(getMailHeldBackQueryOptions());
  const headingId = useId();
  if (held.isPending || (held.isSuccess && held.data.length === 0)) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 border-l-2 border-ink-700 bg-ivory-100 p-4 md:p-6"
    >
      <div className="space-y-1">
        <h2 id={headingId} className="font-display text-3xl text-ink">
          {HELD_BACK_COPY.heading}
          {held.isSuccess ? ` (${held.data.reduce((sum, row) => sum + row.held, 0)})` : null}
        </h2>
        <p className="text-sm text-ink-700">
          {HELD_BACK_COPY.explanation} The last {MAIL_HELD_BACK_DAYS} days, newest first.
        </p>
      </div>
      {held.isError ? (
        <LoadError compact what="the emails held back" onRetry={() => void held.refetch()} />
      ) : (
        <ul
          aria-label="Emails held back"
          className="divide-y divide-ivory-300 border-y border-ivory-300"
        >
          {held.data.map((row) => (
            <HeldBackItem key={row.id} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}

function HeldBackItem({ row }: { row: MailHeldBack }) {
  return (
    <li className="space-y-1 py-3">
      <p className="break-words text-ink">
        {kindLabel(row.kind)} · {row.held} not sent
      </p>
      <p className="break-words text-sm text-ink-700">
        To {row.mailbox}
        {row.last_address !== row.mailbox ? ` (last written as ${row.last_address})` : null} · last{' '}
        <time dateTime={row.last_at}>{WHEN.format(new Date(row.last_at))}</time>
      </p>
    </li>
  );
}
