import type { ReviewSummary } from '../lib/review-summary';
import { StarRating } from './star-rating';

/** The count, the average (from 3 reviews on) and how many gave each rating, as a list. */
export function ReviewDistribution({ summary }: { summary: ReviewSummary }) {
  const { count, average, distribution } = summary;
  return (
    <div className="flex flex-col gap-4">
      {average !== null ? (
        <p className="flex items-baseline gap-3">
          <span className="font-display text-display-md text-ink">{average.toFixed(1)}</span>
          <StarRating rating={average} />
        </p>
      ) : null}
      <p className="text-ink-700">
        {count} {count === 1 ? 'review' : 'reviews'} by verified couples
      </p>
      <ul className="flex flex-col gap-1" aria-label="Reviews by rating">
        {distribution.map((row) => (
          <li key={row.rating} className="flex items-center gap-3 text-sm text-ink-700">
            <span className="w-16 shrink-0">
              {row.rating} {row.rating === 1 ? 'star' : 'stars'}
            </span>
            <span aria-hidden="true" className="h-2 flex-1 bg-ivory-200">
              <span
                className="block h-full bg-champagne-600"
                style={{ width: `${count ? (row.count / count) * 100 : 0}%` }}
              />
            </span>
            <span className="w-8 shrink-0 text-right">{row.count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
