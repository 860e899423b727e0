import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Pagination } from '@/components/pagination';
import { ConfirmDelete } from '@/components/confirm-delete';
import { SelectFilter } from '@/components/list-filters';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { INBOX_PAGE_SIZE } from '@/config/admin';
import {
  getInboxQueryOptions,
  INBOXES,
  useDeleteInboxItem,
  useUpdateInboxItem,
  type InboxItem,
  type InboxKind,
} from '@/features/content';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { cn } from '@/lib/utils';
import { reportMutation } from '@/lib/report-mutation';

const KIND_LABELS: Record<InboxKind, string> = {
  messages: 'Contact messages',
  submissions: 'Wedding submissions',
};
// With the year: an inbox keeps last year's messages too ("12 May" alone is ambiguous).
const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const label = (state: string) => state.charAt(0).toUpperCase() + state.slice(1);

/**
 * /admin/inbox: contact messages and wedding submissions, newest first, everything not archived
 * unless a state is chosen (in the URL). Opening a new one marks it read (or in review); reply in
 * the email client; notes; archive and restore (nothing is deleted from here).
 */
export function Inbox() {
  const { params, page, choose, hrefFor } = useUrlFilters();
  const kind: InboxKind = params.get('kind') === 'submissions' ? 'submissions' : 'messages';
  const states: readonly string[] = INBOXES[kind].states;
  const status = states.find((state) => state === params.get('status')) ?? null;
  const inbox = useQuery(getInboxQueryOptions({ kind, status, page }));

  return (
    <div className="space-y-6">
      <div role="group" aria-label="Inbox" className="flex flex-wrap gap-2">
        {(Object.keys(KIND_LABELS) as InboxKind[]).map((option) => (
          <Button
            key={option}
            size="sm"
            variant={option === kind ? 'solid' : 'outline'}
            aria-pressed={option === kind}
            onClick={() => choose({ kind: option, status: null })}
          >
            {KIND_LABELS[option]}
          </Button>
        ))}
      </div>
      <SelectFilter
        label="Status"
        value={status}
        allLabel="All but archived"
        onChange={(value) => choose({ status: value })}
        className="max-w-xs"
      >
        {states.map((state) => (
          <option key={state} value={state}>
            {label(state)}
          </option>
        ))}
      </SelectFilter>
      {inbox.isPending ? (
        <Spinner label="Loading…" className="py-8" />
      ) : inbox.isError ? (
        <LoadError compact what="this inbox" onRetry={() => void inbox.refetch()} />
      ) : inbox.data.items.length === 0 ? (
        <p className="text-ink-700">Nothing here.</p>
      ) : (
        <>
          <ul
            aria-label={KIND_LABELS[kind]}
            className="divide-y divide-ivory-300 border-y border-ivory-300"
          >
            {inbox.data.items.map((item) => (
              <InboxEntry key={item.id} kind={kind} item={item} />
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={Math.ceil(inbox.data.total / INBOX_PAGE_SIZE)}
            hrefFor={hrefFor}
          />
        </>
      )}
    </div>
  );
}

function InboxEntry({ kind, item }: { kind: InboxKind; item: InboxItem }) {
  const [open, setOpen] = useState(false);
  const [notes, setNotes] = useState(item.notes ?? '');
  const update = useUpdateInboxItem();
  const remove = useDeleteInboxItem();
  const detailsId = useId();
  const notesId = useId();
  const unread = item.status === 'new';
  const archived = item.status === 'archived';
  const moves =
    kind === 'messages'
      ? []
      : (['reviewing', 'accepted', 'declined'] as const).filter((state) => state !== item.status);

  const save = (patch: { status?: string; notes?: string | null }, title: string) =>
    reportMutation(update.mutateAsync({ kind, id: item.id, patch }), {
      onSuccess: () => toast({ title }),
      onError: (error) =>
        toast({ title: 'That didn’t save', description: error.message, variant: 'destructive' }),
    });
  const toggle = () => {
    setOpen((was) => !was);
    if (!open && unread)
      update.mutate({
        kind,
        id: item.id,
        patch: { status: kind === 'messages' ? 'read' : 'reviewing' },
      });
  };
  const deleteForGood = () => {
    const run = remove.mutateAsync({ kind, id: item.id });
    reportMutation(run, {
      onSuccess: () => toast({ title: 'Deleted for good', description: item.title }),
      onError: (error) =>
        toast({ title: 'It was not deleted', description: error.message, variant: 'destructive' }),
    });
    return run;
  };
  const reply = `mailto:${encodeURIComponent(item.email)}?subject=${encodeURIComponent(`Re: ${item.title}`)}`;

  return (
    <li className={cn('py-4', unread && 'bg-ivory-100')}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={toggle}
        className="flex w-full flex-wrap items-baseline justify-between gap-2 px-2 text-left"
      >
        <span className={cn('text-ink', unread && 'font-semibold')}>
          {unread ? <span className="sr-only">Unread: </span> : null}
          {item.from} · {item.title}
        </span>
        <span className="flex gap-3 text-xs tracking-label uppercase">
          <span className="text-champagne-700">{label(item.status)}</span>
          <time dateTime={item.created_at} className="text-ink-700">
            {WHEN.format(new Date(item.created_at))}
          </time>
        </span>
      </button>
      <div id={detailsId} hidden={!open} className="space-y-4 px-2 pt-4">
        <p className="text-sm">
          <a className="underline" href={`mailto:${item.email}`}>
            {item.email}
          </a>
        </p>
        {item.details.length > 0 ? (
          <dl className="grid gap-2 text-sm sm:grid-cols-3">
            {item.details.map(([term, value]) => (
              <div key={term}>
                <dt className="text-xs tracking-label text-ink-700 uppercase">{term}</dt>
                <dd className="break-words text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className="whitespace-pre-line text-ink">{item.body}</p>
        <div className="flex flex-col gap-1">
          <label htmlFor={notesId} className="text-xs font-medium tracking-label uppercase">
            Notes (for the team)
          </label>
          <textarea
            id={notesId}
            value={notes}
            maxLength={5000}
            onChange={(event) => setNotes(event.target.value)}
            className="min-h-24 border border-ink-300 bg-ivory-50 px-3 py-2"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href={reply}
            className="inline-flex min-h-9 items-center bg-ink px-4 text-xs font-medium tracking-label text-ivory-50 uppercase hover:bg-ink-700"
          >
            Reply by email<span className="sr-only"> to {item.from}</span>
          </a>
          <Button
            size="sm"
            disabled={update.isPending || notes === (item.notes ?? '')}
            onClick={() => save({ notes: notes.trim() || null }, 'Notes saved')}
          >
            Save notes
          </Button>
          {moves.map((state) => (
            <Button
              key={state}
              size="sm"
              disabled={update.isPending}
              onClick={() => save({ status: state }, `Marked ${state}`)}
            >
              Mark {state}
            </Button>
          ))}
          <Button
            size="sm"
            disabled={update.isPending}
            onClick={() =>
              save(
                { status: archived ? (kind === 'messages' ? 'read' : 'reviewing') : 'archived' },
                archived ? 'Restored' : 'Archived',
              )
            }
          >
            {archived ? 'Restore' : 'Archive'}
            <span className="sr-only"> {item.title}</span>
          </Button>
          {archived ? (
            <ConfirmDelete
              name={`${item.from} · ${item.title}`}
              busy={update.isPending || remove.isPending}
              onConfirm={deleteForGood}
            />
          ) : null}
        </div>
      </div>
    </li>
  );
}
