import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Pagination } from '@/components/pagination';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { INQUIRY_PAGE_SIZE } from '@/config/site';
import {
  formatResponseTime,
  getInquiriesQueryOptions,
  getMyListingsQueryOptions,
  getMyResponseTimeQueryOptions,
  INQUIRY_STATUSES,
} from '@/features/listings';
import { InquiryItem, STATUS_LABELS } from './inquiry-item';

const PARAM = { listing: 'listing', status: 'status', page: 'page' } as const;

/**
 * The inquiry inbox across a vendor's listings: what still needs an answer first, unread marked,
 * filters by listing and state (in the URL, so a reload or a shared link keeps them), paginated.
 */
export function InquiryInbox({ ownerId }: { ownerId: string }) {
  const [params, setParams] = useSearchParams();
  const listingId = params.get(PARAM.listing);
  const statusParam = params.get(PARAM.status);
  const status = INQUIRY_STATUSES.find((s) => s === statusParam) ?? null;
  const page = Math.max(1, Number(params.get(PARAM.page)) || 1);
  const inquiries = useQuery(getInquiriesQueryOptions({ ownerId, listingId, status, page }));
  const listings = useQuery(getMyListingsQueryOptions(ownerId));
  const headingId = useId();

  const choose = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete(PARAM.page);
    setParams(next, { replace: true });
  };
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set(PARAM.page, String(target));
    else next.delete(PARAM.page);
    return `?${next.toString()}#inquiries`;
  };

  return (
    <section aria-labelledby={headingId} id="inquiries" className="scroll-mt-header space-y-6">
      <div className="space-y-2">
        <h2 id={headingId} className="font-display text-3xl text-ink">
          Inquiries
        </h2>
        <ResponseTimeNote ownerId={ownerId} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="flex flex-col gap-1 text-xs font-medium tracking-label uppercase">
          Listing
          <select
            className="min-h-11 border border-ink-300 bg-ivory-50 px-3 text-base tracking-normal normal-case"
            value={listingId ?? ''}
            onChange={(event) => choose(PARAM.listing, event.target.value)}
          >
            <option value="">All listings</option>
            {listings.data?.map((listing) => (
              <option key={listing.id} value={listing.id}>
                {listing.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium tracking-label uppercase">
          Status
          <select
            className="min-h-11 border border-ink-300 bg-ivory-50 px-3 text-base tracking-normal normal-case"
            value={status ?? ''}
            onChange={(event) => choose(PARAM.status, event.target.value)}
          >
            <option value="">All but spam</option>
            {INQUIRY_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {inquiries.isPending ? (
        <Spinner label="Loading inquiries…" className="py-8" />
      ) : inquiries.isError ? (
        <LoadError compact what="your inquiries" onRetry={() => void inquiries.refetch()} />
      ) : inquiries.data.inquiries.length === 0 ? (
        <p className="border border-ivory-300 p-6 text-ink-700">
          {status || listingId
            ? 'No inquiries match these filters.'
            : 'No inquiries yet. When a couple writes to you from your page, their message arrives here.'}
        </p>
      ) : (
        <>
          <p className="text-sm text-ink-700" aria-live="polite">
            {inquiries.data.total} {inquiries.data.total === 1 ? 'inquiry' : 'inquiries'}
          </p>
          <ul
            aria-label="Inquiries"
            className="divide-y divide-ivory-300 border-y border-ivory-300"
          >
            {inquiries.data.inquiries.map((inquiry) => (
              <InquiryItem key={inquiry.id} inquiry={inquiry} />
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={Math.ceil(inquiries.data.total / INQUIRY_PAGE_SIZE)}
            hrefFor={hrefFor}
          />
        </>
      )}
    </section>
  );
}

function ResponseTimeNote({ ownerId }: { ownerId: string }) {
  const figure = useQuery(getMyResponseTimeQueryOptions(ownerId));
  if (!figure.data) return null;
  const { medianSeconds, answered } = figure.data;
  return (
    <p className="text-sm text-ink-700" data-testid="response-time">
      {medianSeconds === null
        ? 'No inquiries answered in the last 90 days yet.'
        : `You usually reply within ${formatResponseTime(medianSeconds)} (the median of ${answered} answered in the last 90 days).`}{' '}
      Couples see it on your page once three inquiries are answered.
    </p>
  );
}
