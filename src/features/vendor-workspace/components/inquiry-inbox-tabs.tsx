import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  getHeldInquiriesQueryOptions,
  getUnreadInquiryCountQueryOptions,
} from '@/features/listings';
import { cn } from '@/lib/utils';

/** The inbox, with how many are unread, and its "Held" queue (issue #29), with how many wait. */
export function InquiryTabs({
  ownerId,
  held,
  hrefFor,
}: {
  ownerId: string;
  held: boolean;
  hrefFor: (view: 'inbox' | 'held') => string;
}) {
  const waiting = useQuery(getHeldInquiriesQueryOptions({ ownerId, page: 1 }));
  const count = waiting.data?.total ?? 0;
  const unread = useQuery(getUnreadInquiryCountQueryOptions(ownerId)).data ?? 0;
  const tab = (view: 'inbox' | 'held', label: string) => {
    const current = (view === 'held') === held;
    return (
      <Link
        to={hrefFor(view)}
        replace
        aria-current={current ? 'page' : undefined}
        className={cn(
          'inline-flex min-h-11 items-center border-b-2 px-4 text-xs font-medium tracking-label uppercase',
          current
            ? 'border-champagne-700 text-ink'
            : 'border-transparent text-ink-700 hover:text-ink',
        )}
      >
        {label}
      </Link>
    );
  };
  return (
    <nav aria-label="Inquiry queues" className="flex gap-2 border-b border-ivory-300">
      {tab('inbox', unread > 0 ? `Inbox (${unread} new)` : 'Inbox')}
      {tab('held', count > 0 ? `Held (${count})` : 'Held')}
    </nav>
  );
}
