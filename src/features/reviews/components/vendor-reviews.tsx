import { useEffect, useId, useMemo, useState } from 'react';
import { useListingReviews } from '../api/get-listing-reviews';
import { summarizeReviews } from '../lib/review-summary';
import { verifiedMeaning } from '../lib/verified-line';
import { ReviewCard } from './review-card';
import { ReviewDistribution } from './review-distribution';

const SORTS = {
  newest: 'Newest first',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
} as const;
type Sort = keyof typeof SORTS;

/**
 * The vendor page's reviews (its one request, shared with the page's JSON-LD): the count, the
 * distribution, the average from 3 reviews on, and the reviews newest first or by rating.
 * Nothing while they load or when there are none.
 */
export default function VendorReviews({
  listingId,
  listingName,
}: {
  listingId: string;
  listingName: string;
}) {
  const reviews = useListingReviews(listingId);
  const [sort, setSort] = useState<Sort>('newest');
  const sortId = useId();
  const data = reviews.data;
  const summary = useMemo(() => summarizeReviews(data ?? []), [data]);
  const sorted = useMemo(() => {
    const list = [...(data ?? [])];
    if (sort === 'highest') list.sort((a, b) => b.rating - a.rating);
    if (sort === 'lowest') list.sort((a, b) => a.rating - b.rating);
    return list; // stable sorts: newest first within a rating
  }, [data, sort]);
  // A link to one review (the couple's email when the vendor answers: /index/…#review-<id>):
  // the reviews arrive after the page, so the browser's own jump to the anchor found nothing.
  useEffect(() => {
    const anchor = decodeURIComponent(window.location.hash.slice(1));
    if (!data || !anchor.startsWith('review-')) return;
    const card = document.getElementById(anchor);
    card?.scrollIntoView({ block: 'start' });
    card?.focus({ preventScroll: true });
  }, [data]);
  if (!data || data.length === 0) return null;

  return (
    <section
      aria-labelledby="reviews-heading"
      className="grid gap-8 md:grid-cols-[1fr_2fr] md:gap-12"
    >
      <div className="flex flex-col gap-6 md:sticky md:top-28 md:self-start">
        <div className="flex flex-col gap-3">
          <h2 id="reviews-heading" className="font-display text-display-md text-ink">
            Reviews
          </h2>
          <p className="max-w-measure text-sm text-ink-500">{verifiedMeaning(listingName)}</p>
        </div>
        <ReviewDistribution summary={summary} />
      </div>
      <div className="flex flex-col gap-6">
        {data.length > 1 ? (
          <div className="flex items-center gap-3">
            <label
              htmlFor={sortId}
              className="text-xs font-medium tracking-label text-ink uppercase"
            >
              Sort reviews
            </label>
            <select
              id={sortId}
              value={sort}
              onChange={(event) => setSort(event.currentTarget.value as Sort)}
              className="min-h-11 border border-ink-300 bg-ivory-50 px-3 text-base text-ink"
            >
              {Object.entries(SORTS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {sorted.map((review) => (
          <ReviewCard key={review.id} review={review} listingName={listingName} />
        ))}
      </div>
    </section>
  );
}
