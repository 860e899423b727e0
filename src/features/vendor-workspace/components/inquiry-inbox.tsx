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
  getInquiryQueryOptions,
  getMyListingsQueryOptions,
  getMyResponseTimeQueryOptions,
  INQUIRY_STATUSES,
} from '@/features/listings';
import { HeldInquiries } from './inquiry-inbox-held';
import { InquiryTabs } from './inquiry-inbox-tabs';
import { InquiryItem, STATUS_LABELS } from './inquiry-item';

const PARAM = {
  listing: 'listing',
  status: 'status',
  page: 'page',
  inquiry: 'inquiry',
  view: 'view',
} as const;

/**
 * The inquiry inbox across a vendor's listings: what still needs an answer first, unread marked,
 * filters by listing and state (in the URL, so a reload or a shared link keeps them), paginated.
 * `?inquiry=<id>` (the new-inquiry email's link) opens that inquiry where it is on this page, or
 * above the list when it is on another page or filtered out.
 */
export function InquiryInbox({ ownerId }: { ownerId: string }) {
  const [params, setParams] = useSearchParams();
  const linkedId = params.get(PARAM.inquiry);
  const listingId = params.get(PARAM.listing);
  const statusParam = params.get(PARAM.status);
  const status = INQUIRY_STATUSES.find((s) => s === statusParam) ?? null;
  const page = Math.max(1, Number(params.get(PARAM.page)) || 1);
  const held = params.get(PARAM.view) === 'held';
  const inquiries = useQuery({
    ...getInquiriesQueryOptions({ ownerId, listingId, status, page }),
    enabled: !held,
  });
  const listings = useQuery(getMyListingsQueryOptions(ownerId));
  const headingId = useId();
  const onThisPage = inquiries.data?.inquiries.some((inquiry) => inquiry.id === linkedId) ?? false;

  const choose = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete(PARAM.page);
    next.delete(PARAM.inquiry);
    setParams(next, { replace: true });
  };
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    next.delete(PARAM.inquiry);
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
      <InquiryTabs
        ownerId={ownerId}
        held={held}
        hrefFor={(view) => (view === 'held' ? `?${PARAM.view}=held#inquiries` : '?#inquiries')}
      />
      {held ? (
        <HeldInquiries ownerId={ownerId} page={page} hrefFor={hrefFor} />
      ) : (
        <>
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
          {linkedId && inquiries.isSuccess && !onThisPage ? <LinkedInquiry id={linkedId} /> : null}
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
                  <InquiryItem
                    key={inquiry.id}
                    inquiry={inquiry}
                    linked={inquiry.id === linkedId}
                  />
                ))}
              </ul>
              <Pagination
                page={page}
                pageCount={Math.ceil(inquiries.data.total / INQUIRY_PAGE_SIZE)}
                hrefFor={hrefFor}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}

/** The inquiry an email linked to, when the inbox's page does not show it. */
function LinkedInquiry({ id }: { id: string }) {
  const inquiry = useQuery(getInquiryQueryOptions(id));
  if (inquiry.isPending) return <Spinner label="Finding the inquiry from your email…" />;
  if (inquiry.isError)
    return (
      <LoadError
        compact
        what="the inquiry from your email"
        onRetry={() => void inquiry.refetch()}
      />
    );
  if (!inquiry.data)
    return (
      <p
        role="status"
        className="border-l-2 border-champagne-600 bg-ivory-100 px-4 py-3 text-sm text-ink"
      >
        We couldn’t find the inquiry from your email. It may have been sent to a listing of another
        account: sign in with the account that owns that listing to read it.
      </p>
    );
  return (
    <ul aria-label="The inquiry from your email" className="border-y border-ivory-300">
      <InquiryItem inquiry={inquiry.data} linked />
    </ul>
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
