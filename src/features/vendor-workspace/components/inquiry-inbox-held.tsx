import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { LoadError } from '@/components/load-error';
import { Pagination } from '@/components/pagination';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { INQUIRY_PAGE_SIZE } from '@/config/site';
import {
  getHeldInquiriesQueryOptions,
  isReleaseLimit,
  RELEASE_LIMIT_MESSAGE,
  useDecideHeldInquiry,
  type HeldInquiry,
} from '@/features/listings';
import { reportMutation } from '@/lib/report-mutation';

// With the year: an inbox keeps last year's messages too ("12 May" alone is ambiguous).
const RECEIVED = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The inbox's "Held" tab (issue #29): inquiries the database held because one address or one
 * network sent many in an hour. Nobody was emailed about them; released, one joins the inbox and
 * the vendor's alert goes then (never a copy to the address on it: issue #40), at most
 * INQUIRY_RELEASES_PER_VENDOR_PER_DAY a day; deleted, it is archived.
 */
export function HeldInquiries({
  ownerId,
  page,
  hrefFor,
}: {
  ownerId: string;
  page: number;
  hrefFor: (page: number) => string;
}) {
  const held = useQuery(getHeldInquiriesQueryOptions({ ownerId, page }));
  if (held.isPending) return <Spinner label="Loading held inquiries…" className="py-8" />;
  if (held.isError)
    return <LoadError compact what="held inquiries" onRetry={() => void held.refetch()} />;
  if (held.data.inquiries.length === 0)
    return (
      <p className="border border-ivory-300 p-6 text-ink-700">
        Nothing is held. When one address or one network sends many inquiries within an hour, the
        rest wait here for you instead of filling your inbox.
      </p>
    );
  return (
    <>
      <p className="text-sm text-ink-700" aria-live="polite">
        {held.data.total} held {held.data.total === 1 ? 'inquiry' : 'inquiries'}. They arrived in a
        burst from one address or network; release the real ones into your inbox (we don’t email the
        sender when you do).
      </p>
      <ul
        aria-label="Held inquiries"
        className="divide-y divide-ivory-300 border-y border-ivory-300"
      >
        {held.data.inquiries.map((inquiry) => (
          <HeldInquiryItem key={inquiry.id} inquiry={inquiry} />
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={Math.ceil(held.data.total / INQUIRY_PAGE_SIZE)}
        hrefFor={hrefFor}
      />
    </>
  );
}

function HeldInquiryItem({ inquiry }: { inquiry: HeldInquiry }) {
  const decide = useDecideHeldInquiry();
  const nameId = useId();
  const act = (decision: 'release' | 'delete') =>
    reportMutation(decide.mutateAsync({ id: inquiry.id, decision }), {
      onSuccess: () =>
        toast({
          title:
            decision === 'release'
              ? `${inquiry.name}’s inquiry is in your inbox`
              : `${inquiry.name}’s inquiry is deleted`,
        }),
      onError: (error) =>
        toast(
          isReleaseLimit(error)
            ? {
                title: 'That’s today’s releases',
                description: RELEASE_LIMIT_MESSAGE,
                variant: 'destructive',
              }
            : {
                title: 'That didn’t save',
                description: 'Please try again.',
                variant: 'destructive',
              },
        ),
    });

  return (
    <li className="space-y-3 px-2 py-4" aria-labelledby={nameId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p id={nameId} className="text-ink">
          {inquiry.name} <span className="text-ink-700">({inquiry.email})</span>
          {inquiry.listing ? <span className="text-ink-700"> · {inquiry.listing.name}</span> : null}
        </p>
        <time
          dateTime={inquiry.created_at}
          className="text-xs tracking-label text-ink-700 uppercase"
        >
          {RECEIVED.format(new Date(inquiry.created_at))}
        </time>
      </div>
      <p className="line-clamp-3 text-sm whitespace-pre-line text-ink">{inquiry.message}</p>
      <div className="flex flex-wrap gap-2" role="group" aria-label={`${inquiry.name}: held`}>
        <Button
          size="sm"
          variant="solid"
          disabled={decide.isPending}
          onClick={() => act('release')}
        >
          Release to inbox<span className="sr-only"> ({inquiry.name})</span>
        </Button>
        <Button size="sm" disabled={decide.isPending} onClick={() => act('delete')}>
          Delete<span className="sr-only"> ({inquiry.name})</span>
        </Button>
      </div>
    </li>
  );
}
