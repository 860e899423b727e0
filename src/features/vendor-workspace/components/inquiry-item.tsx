import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useUpdateInquiry, type Inquiry, type InquiryStatus } from '@/features/listings';
import { cn } from '@/lib/utils';
import { budgetLabel } from '../lib/budget-label';
import { QUICK_REPLIES, replyHref, type QuickReplyKey } from '../lib/quick-replies';
import { reportMutation } from '@/lib/report-mutation';

export const STATUS_LABELS: Record<InquiryStatus, string> = {
  new: 'New',
  replied: 'Replied',
  booked: 'Booked',
  declined: 'Declined',
  spam: 'Spam',
};
/** The buttons that move an inquiry on, in the order a vendor works. */
const MOVES: { status: InquiryStatus; label: string }[] = [
  { status: 'replied', label: 'Mark replied' },
  { status: 'booked', label: 'Mark booked' },
  { status: 'declined', label: 'Mark declined' },
  { status: 'spam', label: 'Mark as spam' },
];

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
// With the year: an inbox keeps last year's messages too ("12 May" alone is ambiguous).
const RECEIVED = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * One inquiry: a row that opens in place (and marks it read), the couple's details and words, a
 * quick reply in the vendor's own email client, and the moves along the pipeline. `linked`: the
 * inquiry the vendor's email linked to, which comes open, marked, read, in view and focused.
 */
export function InquiryItem({ inquiry, linked = false }: { inquiry: Inquiry; linked?: boolean }) {
  const [open, setOpen] = useState(linked);
  const [template, setTemplate] = useState<QuickReplyKey>('available');
  const update = useUpdateInquiry();
  const detailsId = useId();
  const item = useRef<HTMLLIElement>(null);
  const arrived = useRef(false);
  const unread = inquiry.read_at === null;
  const status = inquiry.status as InquiryStatus;

  useEffect(() => {
    if (!linked || arrived.current) return;
    arrived.current = true;
    item.current?.querySelector('button')?.focus({ preventScroll: true });
    item.current?.scrollIntoView({ block: 'start' });
    if (unread) update.mutate({ id: inquiry.id, read: true });
  }, [linked, unread, inquiry.id, update]);

  const toggle = () => {
    setOpen((was) => !was);
    if (!open && unread) update.mutate({ id: inquiry.id, read: true });
  };
  const move = (next: InquiryStatus) =>
    reportMutation(update.mutateAsync({ id: inquiry.id, status: next }), {
      onSuccess: () => toast({ title: `Marked ${STATUS_LABELS[next].toLowerCase()}` }),
      onError: () =>
        toast({
          title: 'That didn’t save',
          description: 'Please try again.',
          variant: 'destructive',
        }),
    });

  return (
    <li
      ref={item}
      className={cn(
        'scroll-mt-header py-4',
        unread && 'bg-ivory-100',
        linked && 'border-l-2 border-champagne-600 bg-champagne-100',
      )}
    >
      {linked ? (
        <p className="px-2 pb-2 text-xs font-medium tracking-label text-champagne-700 uppercase">
          The inquiry from your email
        </p>
      ) : null}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={toggle}
        className="flex w-full flex-wrap items-baseline justify-between gap-2 px-2 text-left"
      >
        {/* The words take the room and are cut to a line; the badges keep their place at the
            right (on a phone, under the words in every row alike), whatever the message's length. */}
        <span className="flex min-w-0 flex-1 basis-60 flex-col">
          <span className={cn('text-ink', unread && 'font-semibold')}>
            {unread ? <span className="sr-only">Unread: </span> : null}
            {inquiry.name}
            {inquiry.listing ? (
              <span className="font-normal text-ink-700"> · {inquiry.listing.name}</span>
            ) : null}
          </span>
          {/* The first line while closed; opened, the whole message below says it once. */}
          {open ? null : (
            <span className="line-clamp-1 text-sm text-ink-700">{inquiry.message}</span>
          )}
        </span>
        <span className="flex shrink-0 items-center gap-3 text-xs tracking-label uppercase">
          {unread ? (
            <span aria-hidden="true" className="bg-champagne-700 px-2 py-0.5 text-ivory-50">
              Unread
            </span>
          ) : null}
          <span className="text-champagne-700">{STATUS_LABELS[status] ?? status}</span>
          <time dateTime={inquiry.created_at} className="text-ink-700">
            {RECEIVED.format(new Date(inquiry.created_at))}
          </time>
        </span>
      </button>
      <div id={detailsId} hidden={!open} className="space-y-4 px-2 pt-4">
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <Detail
            term="Email"
            value={
              <a className="underline" href={`mailto:${inquiry.email}`}>
                {inquiry.email}
              </a>
            }
          />
          <Detail
            term="Wedding date"
            value={inquiry.wedding_date ? DATE.format(new Date(inquiry.wedding_date)) : 'Not given'}
          />
          <Detail term="Guests" value={inquiry.guest_count ?? 'Not given'} />
          <Detail term="Budget" value={budgetLabel(inquiry.budget_band)} />
        </dl>
        <p className="text-base whitespace-pre-line text-ink">{inquiry.message}</p>
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-xs font-medium tracking-label uppercase">
            Quick reply
            <select
              className="min-h-11 border border-ink-300 bg-ivory-50 px-3 text-base tracking-normal normal-case"
              value={template}
              onChange={(event) => setTemplate(event.target.value as QuickReplyKey)}
            >
              {QUICK_REPLIES.map((reply) => (
                <option key={reply.key} value={reply.key}>
                  {reply.label}
                </option>
              ))}
            </select>
          </label>
          <a
            href={replyHref(inquiry, template)}
            className="inline-flex min-h-11 items-center bg-ink px-4 text-xs font-medium tracking-label text-ivory-50 uppercase hover:bg-ink-700"
          >
            Reply by email<span className="sr-only"> to {inquiry.name}</span>
          </a>
        </div>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Move this inquiry">
          {MOVES.map(({ status: next, label }) => (
            <Button
              key={next}
              size="sm"
              aria-pressed={status === next}
              disabled={update.isPending || status === next}
              onClick={() => move(next)}
            >
              {label}
            </Button>
          ))}
        </div>
      </div>
    </li>
  );
}

function Detail({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-xs tracking-label text-ink-700 uppercase">{term}</dt>
      <dd className="text-ink">{value}</dd>
    </div>
  );
}
