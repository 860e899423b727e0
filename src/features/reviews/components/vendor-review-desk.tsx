import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useMyReviews } from '../api/get-my-reviews';
import { VendorReviewItem } from './vendor-review-item';

/** The vendor workspace's Reviews: every review of their listings, to answer and report. */
export function VendorReviewDesk({ ownerId }: { ownerId: string }) {
  const reviews = useMyReviews(ownerId);
  return (
    <section aria-labelledby="vendor-reviews-heading" className="space-y-6">
      <h2 id="vendor-reviews-heading" className="font-display text-3xl text-ink">
        Reviews
      </h2>
      {reviews.isPending ? <Spinner label="Loading your reviews…" /> : null}
      {reviews.isError ? (
        <LoadError compact what="your reviews" onRetry={() => void reviews.refetch()} />
      ) : null}
      {reviews.data?.length === 0 ? (
        <p className="max-w-measure text-ink-700">
          No reviews yet. Couples who wrote to you through Perféte are invited to review you a few
          days after their wedding.
        </p>
      ) : null}
      {reviews.data?.length ? (
        <ul className="flex flex-col gap-10">
          {reviews.data.map((review) => (
            <VendorReviewItem key={review.id} review={review} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
