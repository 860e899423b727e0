import { REVIEW_RATING_MAX } from '@/config/reviews';

/** Stars drawn for the eye, with the rating in words for everyone ("Rated 4 out of 5"). */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const full = Math.round(rating);
  return (
    <span className={className}>
      <span aria-hidden="true" className="tracking-widest text-champagne-700">
        {'★'.repeat(full)}
        <span className="text-ink-300">{'★'.repeat(REVIEW_RATING_MAX - full)}</span>
      </span>
      <span className="sr-only">
        Rated {rating} out of {REVIEW_RATING_MAX}
      </span>
    </span>
  );
}
