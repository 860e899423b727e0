import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { listingPath } from '@/config/paths';
import {
  getListingReviewQueryOptions,
  useReviewListing,
  type ListingReview as ReviewData,
} from '@/features/listings';
import { reportMutation } from '@/lib/report-mutation';
import { ReturnListingForm } from './return-listing-form';

/** The fields a change may hold, in the order a reviewer reads them. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  business_category_id: 'Category',
  description: 'Description',
  city: 'City',
  state: 'State or region',
  country: 'Country',
  website: 'Website',
  instagram: 'Instagram',
  contact_email: 'Contact email',
  contact_phone: 'Contact phone',
  venue_type: 'Kind of venue',
  guest_capacity: 'Guests',
  image_url: 'Cover',
};

type Change = ReviewData['changes'][number];
type Photo = { url: string; alt: string };

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** What differs between the live listing and the proposed change, field by field. */
export function differences(change: Change) {
  const live = (change.listing ?? {}) as Record<string, unknown>;
  const proposed = change.changes as Record<string, unknown>;
  const fields = Object.keys(FIELD_LABELS)
    .filter((key) => key in proposed && shown(proposed[key]) !== shown(live[key]))
    .map((key) => ({
      key,
      label: FIELD_LABELS[key]!,
      before: shown(live[key]),
      after: shown(proposed[key]),
    }));
  const livePhotos = [...((live.photos as (Photo & { position: number })[] | undefined) ?? [])]
    .sort((a, b) => a.position - b.position)
    .map(({ url, alt }) => `${alt} (${url.split('/').pop()})`);
  const proposedPhotos = ((proposed.photos as Photo[] | undefined) ?? []).map(
    ({ url, alt }) => `${alt} (${url.split('/').pop()})`,
  );
  const photosChanged = 'photos' in proposed && livePhotos.join('\n') !== proposedPhotos.join('\n');
  const kept = new Set(((proposed.photos as Photo[] | undefined) ?? []).map(({ url }) => url));
  const removedFiles =
    'photos' in proposed
      ? ((live.photos as Photo[] | undefined) ?? [])
          .map(({ url }) => url)
          .filter((url) => !kept.has(url))
      : [];
  return {
    fields,
    photos: photosChanged ? { before: livePhotos, after: proposedPhotos } : null,
    removedFiles,
  };
}

/**
 * /admin/listings: new listings sent for review (publish, or return to draft with a reason the
 * vendor reads) and changes to live
 * listings shown as a field-by-field difference (approve, which swaps them in at once, or ask for
 * changes with a reason the vendor reads).
 */
export function ListingReview() {
  const review = useQuery(getListingReviewQueryOptions());
  if (review.isPending) return <Spinner label="Loading the review queue…" className="py-12" />;
  if (review.isError)
    return <LoadError compact what="the review queue" onRetry={() => void review.refetch()} />;
  const { submitted, changes } = review.data;
  return (
    <div className="space-y-16">
      <section aria-labelledby="submitted-heading" className="space-y-4">
        <h2 id="submitted-heading" className="font-display text-3xl text-ink">
          New listings ({submitted.length})
        </h2>
        {submitted.length === 0 ? (
          <p className="text-ink-700">No new listings wait for review.</p>
        ) : (
          <ul
            className="divide-y divide-ivory-300 border-y border-ivory-300"
            aria-label="New listings"
          >
            {submitted.map((listing) => (
              <SubmittedItem key={listing.id} listing={listing} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="changes-heading" className="space-y-4">
        <h2 id="changes-heading" className="font-display text-3xl text-ink">
          Changes to live listings ({changes.length})
        </h2>
        {changes.length === 0 ? (
          <p className="text-ink-700">No changes wait for review.</p>
        ) : (
          <ul className="space-y-8" aria-label="Changes to live listings">
            {changes.map((change) => (
              <ChangeItem key={change.listing_id} change={change} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function SubmittedItem({ listing }: { listing: ReviewData['submitted'][number] }) {
  const review = useReviewListing();
  const [returning, setReturning] = useState(false);
  const formId = useId();
  const publish = () =>
    reportMutation(review.mutateAsync({ kind: 'publish', listingId: listing.id }), {
      onSuccess: () => toast({ title: 'Published' }),
      onError: (error) =>
        toast({ title: 'That didn’t save', description: error.message, variant: 'destructive' }),
    });
  // The row leaves the queue once returned; the toast is shown whether or not it is still there.
  const giveBack = async (reason: string) => {
    await review.mutateAsync({ kind: 'return', listingId: listing.id, reason });
    toast({ title: 'Returned to draft', description: listing.name });
  };
  const place = [listing.city, listing.country].filter(Boolean).join(', ');
  return (
    <li className="space-y-4 py-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="font-display text-xl text-ink">{listing.name}</p>
          <p className="text-sm text-ink-700">
            {[listing.category?.name, place, `${listing.photos?.length ?? 0} photos`]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <div className="flex gap-2">
          <Button size="sm" variant="solid" disabled={review.isPending} onClick={publish}>
            Publish<span className="sr-only"> {listing.name}</span>
          </Button>
          <Button
            size="sm"
            aria-expanded={returning}
            aria-controls={returning ? formId : undefined}
            disabled={review.isPending && !returning}
            onClick={() => setReturning((was) => !was)}
          >
            Return to draft<span className="sr-only"> {listing.name}</span>
          </Button>
        </div>
      </div>
      {returning ? (
        <ReturnListingForm
          id={formId}
          listingName={listing.name}
          onReturn={giveBack}
          onCancel={() => setReturning(false)}
        />
      ) : null}
    </li>
  );
}

function ChangeItem({ change }: { change: Change }) {
  const review = useReviewListing();
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const { fields, photos, removedFiles } = differences(change);
  const name = change.listing?.name ?? 'Listing';
  const done = (title: string) => ({
    onSuccess: () => toast({ title }),
    onError: (error: Error) =>
      toast({ title: 'That didn’t save', description: error.message, variant: 'destructive' }),
  });
  return (
    <li className="space-y-4 border border-ivory-300 p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-display text-xl text-ink">{name}</p>
        {change.listing ? (
          <Link className="text-sm underline" to={listingPath(change.listing.url_name)}>
            Live page<span className="sr-only"> of {name}</span>
          </Link>
        ) : null}
      </div>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">What changes in {name}</caption>
        <thead>
          <tr className="text-xs tracking-label text-ink-700 uppercase">
            <th scope="col" className="py-2 pr-4">
              Field
            </th>
            <th scope="col" className="py-2 pr-4">
              Live
            </th>
            <th scope="col" className="py-2">
              Proposed
            </th>
          </tr>
        </thead>
        <tbody className="align-top">
          {fields.map(({ key, label, before, after }) => (
            <tr key={key} className="border-t border-ivory-300">
              <th scope="row" className="py-2 pr-4 font-medium">
                {label}
              </th>
              <td className="py-2 pr-4 whitespace-pre-line text-ink-700 line-through decoration-ink-300">
                {before}
              </td>
              <td className="py-2 whitespace-pre-line text-ink">{after}</td>
            </tr>
          ))}
          {photos ? (
            <tr className="border-t border-ivory-300">
              <th scope="row" className="py-2 pr-4 font-medium">
                Photos
              </th>
              <td className="py-2 pr-4 whitespace-pre-line text-ink-700">
                {photos.before.join('\n') || '—'}
              </td>
              <td className="py-2 whitespace-pre-line text-ink">
                {photos.after.join('\n') || '—'}
              </td>
            </tr>
          ) : null}
          {fields.length === 0 && !photos ? (
            <tr>
              <td colSpan={3} className="py-2 text-ink-700">
                Nothing differs from the live page.
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <div className="flex flex-wrap items-end gap-3">
        <Button
          size="sm"
          variant="solid"
          disabled={review.isPending}
          onClick={() =>
            reportMutation(
              review.mutateAsync({
                kind: 'approve-changes',
                listingId: change.listing_id,
                removedFiles,
              }),
              done('Changes approved'),
            )
          }
        >
          Approve changes<span className="sr-only"> to {name}</span>
        </Button>
        <label htmlFor={reasonId} className="sr-only">
          What needs to change in {name}
        </label>
        <input
          id={reasonId}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          placeholder="What needs to change (the vendor reads this)"
          className="min-h-9 min-w-64 flex-1 border border-ink-300 bg-ivory-50 px-3 text-sm"
        />
        <Button
          size="sm"
          disabled={review.isPending || reason.trim() === ''}
          onClick={() =>
            reportMutation(
              review.mutateAsync({
                kind: 'request-changes',
                listingId: change.listing_id,
                reason: reason.trim(),
              }),
              done('Changes requested'),
            )
          }
        >
          Ask for changes<span className="sr-only"> to {name}</span>
        </Button>
      </div>
    </li>
  );
}
