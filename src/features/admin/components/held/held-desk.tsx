import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import {
  getHeldInboxQueryOptions,
  useDecideHeldInboxItem,
  type HeldInboxItem,
} from '@/features/content';
import {
  getHeldApplicationsQueryOptions,
  useDecideHeldApplication,
  type HeldApplication,
} from '@/features/membership';
import {
  getHeldSubscribersQueryOptions,
  useDecideHeldSubscriber,
  type HeldSubscriber,
} from '@/features/newsletter';
import { letterName } from '@/config/newsletter';
import { HeldRow } from './held-row';

/**
 * /admin/held (issue #29): what the database held past a burst from one address or one network
 * (or, for the two inboxes, past the hour's overall cap): membership applications, contact
 * messages, wedding submissions and newsletter subscribes (#44). Nothing here emailed anyone; each
 * is released into its queue (its emails go then; a subscribe's confirmation) or deleted
 * (archived, as everything is before a delete; a subscribe, which holds nothing but an address,
 * is erased).
 */
export function HeldDesk() {
  const applications = useQuery(getHeldApplicationsQueryOptions());
  const inbox = useQuery(getHeldInboxQueryOptions());
  const decideApplication = useDecideHeldApplication();
  const decideInbox = useDecideHeldInboxItem();
  const subscribers = useQuery(getHeldSubscribersQueryOptions());
  const decideSubscriber = useDecideHeldSubscriber();
  const asItem = (row: HeldApplication) => ({
    id: row.id,
    from: row.contact_name,
    email: row.email,
    title: row.business_name,
    body: [row.category_ref?.name, row.website, row.message].filter(Boolean).join(' · '),
    created_at: row.created_at,
  });
  const asSubscribe = (row: HeldSubscriber) => ({
    id: row.id,
    from: row.letters.map(letterName).join(', '),
    email: row.email,
    title: row.email,
    body: '',
    created_at: row.held_at ?? row.created_at,
  });
  const inboxRows = (kind: 'messages' | 'submissions', items: HeldInboxItem[]) =>
    items.map((item) => (
      <HeldRow
        key={item.id}
        item={item}
        releaseLabel="Release to inbox"
        pending={decideInbox.isPending}
        decide={(decision) => decideInbox.mutateAsync({ kind, id: item.id, decision })}
      />
    ));

  return (
    <div className="space-y-12">
      <p className="max-w-prose text-ink-700">
        When one address or one network sends many forms within an hour, the rest wait here instead
        of reaching the queues, and nobody is emailed about them. Release the real ones; delete the
        rest (they are archived).
      </p>
      <HeldSection
        title="Membership applications"
        query={applications}
        total={applications.data?.total}
      >
        {applications.data?.rows.map((row) => (
          <HeldRow
            key={row.id}
            item={asItem(row)}
            releaseLabel="Release to review"
            pending={decideApplication.isPending}
            decide={(decision) => decideApplication.mutateAsync({ id: row.id, decision })}
          />
        ))}
      </HeldSection>
      <HeldSection title="Contact messages" query={inbox} total={inbox.data?.messages.total}>
        {inbox.data ? inboxRows('messages', inbox.data.messages.items) : null}
      </HeldSection>
      <HeldSection title="Wedding submissions" query={inbox} total={inbox.data?.submissions.total}>
        {inbox.data ? inboxRows('submissions', inbox.data.submissions.items) : null}
      </HeldSection>
      <HeldSection
        title="Newsletter subscribes"
        query={subscribers}
        total={subscribers.data?.total}
      >
        {subscribers.data?.rows.map((row) => (
          <HeldRow
            key={row.id}
            item={asSubscribe(row)}
            releaseLabel="Send the confirmation"
            pending={decideSubscriber.isPending}
            decide={(decision) => decideSubscriber.mutateAsync({ id: row.id, decision })}
          />
        ))}
      </HeldSection>
    </div>
  );
}

function HeldSection({
  title,
  query,
  total,
  children,
}: {
  title: string;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  total: number | undefined;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="font-display text-2xl text-ink">
        {title}
        {total ? <span className="text-ink-700"> ({total} held)</span> : null}
      </h2>
      {query.isPending ? (
        <Spinner label={`Loading held ${title.toLowerCase()}…`} className="py-4" />
      ) : query.isError ? (
        <LoadError
          compact
          what={`held ${title.toLowerCase()}`}
          onRetry={() => void query.refetch()}
        />
      ) : total ? (
        <ul
          aria-label={`Held ${title.toLowerCase()}`}
          className="divide-y divide-ivory-300 border-y border-ivory-300"
        >
          {children}
        </ul>
      ) : (
        <p className="text-ink-700">Nothing held.</p>
      )}
    </section>
  );
}
