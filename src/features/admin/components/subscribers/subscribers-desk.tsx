import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { NEWSLETTER_LETTERS } from '@/config/newsletter';
import {
  getHeldSubscribersQueryOptions,
  getNewsletterDeskQueryOptions,
  useDecideHeldSubscriber,
  type StatusCounts,
} from '@/features/newsletter';
import { HeldRow } from '../held/held-row';
import { EraseSubscriber } from './erase-subscriber';
import { ExportSubscribers } from './export-subscribers';
import { GrowthChart } from './growth-chart';
import { ScrollRegion } from './scroll-region';
import { STATUS_NAMES } from './status-names';

const STATUSES = ['confirmed', 'pending', 'unsubscribed', 'suppressed'] as const;
const letterName = (value: string) =>
  NEWSLETTER_LETTERS.find((letter) => letter.value === value)?.label ?? value;

/**
 * /admin/subscribers (issue #44): who gets each letter (confirmed, unconfirmed, unsubscribed,
 * suppressed), the weekly growth, the export, one person's deletion on request, and the subscribes
 * held past a burst.
 */
export function SubscribersDesk() {
  const desk = useQuery(getNewsletterDeskQueryOptions());
  return (
    <div className="space-y-14">
      <DeskSection title="Subscribers">
        {desk.isPending ? (
          <Spinner label="Counting…" className="py-8" />
        ) : desk.isError ? (
          <LoadError compact what="the counts" onRetry={() => void desk.refetch()} />
        ) : (
          <>
            {/* Scrolls sideways on a phone; focusable so a keyboard can scroll it too. */}
            <ScrollRegion label="Subscribers per letter and status">
              <table className="w-full min-w-[30rem] text-left text-sm">
                <caption className="sr-only">Subscribers per letter and status</caption>
                <thead>
                  <tr className="border-b border-ink text-ink-700">
                    <th scope="col" className="py-2 pr-4 font-normal">
                      Letter
                    </th>
                    {STATUSES.map((status) => (
                      <th key={status} scope="col" className="py-2 pr-4 font-normal">
                        {STATUS_NAMES[status].replace(/ \(.*\)$/, '')}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {desk.data.letters.map((row) => (
                    <CountRow key={row.letter} name={letterName(row.letter)} counts={row} />
                  ))}
                  <CountRow name="People (either letter)" counts={desk.data.people} />
                </tbody>
              </table>
            </ScrollRegion>
            <p className="mt-3 text-sm text-ink-700">
              Unconfirmed: asked, not yet confirmed (nothing is sent to them but the confirmation).
              Suppressed: the address bounced or its owner marked a letter as spam; nothing more is
              sent to it. {desk.data.people.held} held for review (below).
            </p>
          </>
        )}
      </DeskSection>
      <DeskSection title="Growth">
        {desk.data ? <GrowthChart weeks={desk.data.growth} /> : null}
        {desk.isPending ? <Spinner label="Loading the growth…" className="py-8" /> : null}
      </DeskSection>
      <DeskSection title="Export">
        <ExportSubscribers />
      </DeskSection>
      <DeskSection title="Delete a person’s data">
        <p className="max-w-prose text-ink-700">
          When someone asks for their data to be deleted, find their address, check it is them, and
          delete. The audit log records who deleted it and when.
        </p>
        <EraseSubscriber />
      </DeskSection>
      <HeldSubscribers />
    </div>
  );
}

function CountRow({ name, counts }: { name: string; counts: StatusCounts }) {
  return (
    <tr className="border-b border-ivory-300">
      <th scope="row" className="py-3 pr-4 font-normal text-ink">
        {name}
      </th>
      {STATUSES.map((status) => (
        <td key={status} className="py-3 pr-4 font-display text-xl text-ink">
          {counts[status]}
        </td>
      ))}
    </tr>
  );
}

function DeskSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="font-display text-3xl text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Subscribes held past a burst: nothing was mailed; release sends the confirmation. */
function HeldSubscribers() {
  const held = useQuery(getHeldSubscribersQueryOptions());
  const decide = useDecideHeldSubscriber();
  const total = held.data?.total ?? 0;
  return (
    <DeskSection title={total ? `Held for review (${total})` : 'Held for review'}>
      <p className="max-w-prose text-ink-700">
        When one address or network asks for the newsletter many times within an hour, the rest wait
        here and nobody is emailed. Release the real ones (their confirmation goes then); delete the
        rest.
      </p>
      {held.isPending ? (
        <Spinner label="Loading held subscribes…" className="py-4" />
      ) : held.isError ? (
        <LoadError compact what="held subscribes" onRetry={() => void held.refetch()} />
      ) : total === 0 ? (
        <p className="text-ink-700">Nothing held.</p>
      ) : (
        <ul
          aria-label="Held subscribes"
          className="divide-y divide-ivory-300 border-y border-ivory-300"
        >
          {held.data.rows.map((row) => (
            <HeldRow
              key={row.id}
              item={{
                id: row.id,
                from: row.letters.map(letterName).join(', '),
                email: row.email,
                title: row.email,
                body: '',
                created_at: row.held_at ?? row.created_at,
              }}
              releaseLabel="Send the confirmation"
              pending={decide.isPending}
              decide={(decision) => decide.mutateAsync({ id: row.id, decision })}
            />
          ))}
        </ul>
      )}
    </DeskSection>
  );
}
