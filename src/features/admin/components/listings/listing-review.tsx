import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
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
import { ListingChangeItem } from './listing-change-item';
import { ListingPreviewButton } from './listing-preview-button';
import { previewDescription } from './listing-preview-description';
import { ReturnListingForm } from './return-listing-form';

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
              <ListingChangeItem key={change.listing_id} change={change} />
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
        <div className="flex flex-wrap gap-2">
          <ListingPreviewButton
            listingId={listing.id}
            title={`Preview: ${listing.name}`}
            description={previewDescription('pending', listingPath(listing.url_name))}
          >
            Preview<span className="sr-only"> {listing.name}</span>
          </ListingPreviewButton>
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
