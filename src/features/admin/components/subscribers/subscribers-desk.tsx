import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { letterName } from '@/config/newsletter';
import { PATHS } from '@/config/paths';
import { getNewsletterDeskQueryOptions, type StatusCounts } from '@/features/newsletter';
import { EraseSubscriber } from './erase-subscriber';
import { ExportSubscribers } from './export-subscribers';
import { GrowthChart } from './growth-chart';
import { ScrollRegion } from './scroll-region';
import { STATUS_NAMES } from './status-names';

const STATUSES = ['confirmed', 'pending', 'unsubscribed', 'suppressed'] as const;

/**
 * /admin/subscribers (issue #44): who gets each letter (confirmed, unconfirmed, unsubscribed,
 * suppressed), the weekly growth, the export and one person's deletion on request. Subscribes
 * held past a burst wait on /admin/held with every other held form.
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
              sent to it.{' '}
              {desk.data.people.held > 0 ? (
                <Link to={PATHS.adminHeld} className="text-ink underline underline-offset-4">
                  {desk.data.people.held} held for review
                </Link>
              ) : (
                'None held for review.'
              )}
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
