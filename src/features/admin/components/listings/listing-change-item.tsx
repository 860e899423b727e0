import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { listingPath } from '@/config/paths';
import { useReviewListing } from '@/features/listings';
import { reportMutation } from '@/lib/report-mutation';
import { ListingChangeTable } from './listing-change-table';
import { differences, type Change } from './listing-differences';
import { ListingPreviewButton } from './listing-preview-button';

/**
 * A change to a live listing: what differs, field by field and photo by photo, the page as it
 * will look once approved (a preview), and the decision: approve (swapped in at once) or ask for
 * changes with a reason the vendor reads.
 */
export function ListingChangeItem({ change }: { change: Change }) {
  const review = useReviewListing();
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const difference = differences(change);
  const name = change.listing?.name ?? 'Listing';
  const done = (title: string) => ({
    onSuccess: () => toast({ title }),
    onError: (error: Error) =>
      toast({ title: 'That didn’t save', description: error.message, variant: 'destructive' }),
  });
  return (
    <li className="space-y-4 border border-ivory-300 p-4 md:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <p className="font-display text-xl break-words text-ink">{name}</p>
        {change.listing ? (
          <div className="flex flex-wrap items-center gap-4">
            <ListingPreviewButton
              listingId={change.listing_id}
              title={`Proposed changes: ${name}`}
              description={`What changes, then the page couples will see at ${listingPath(change.listing.url_name)} once the changes are approved.`}
              change={change}
            >
              Preview changes<span className="sr-only"> to {name}</span>
            </ListingPreviewButton>
            <Link className="text-sm underline" to={listingPath(change.listing.url_name)}>
              Live page<span className="sr-only"> of {name}</span>
            </Link>
          </div>
        ) : null}
      </div>
      <ListingChangeTable change={change} difference={difference} />
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
                removedFiles: difference.removedFiles,
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
          className="min-h-9 min-w-0 flex-1 basis-56 border border-ink-300 bg-ivory-50 px-3 text-sm"
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
