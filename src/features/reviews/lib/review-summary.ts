import { REVIEW_AVERAGE_MIN_COUNT, REVIEW_RATING_MAX } from '../../../config/reviews.ts';

export interface ReviewSummary {
  count: number;
  /** How many reviews gave each rating, from 5 down to 1. */
  distribution: { rating: number; count: number }[];
  /** One decimal; null below REVIEW_AVERAGE_MIN_COUNT reviews. */
  average: number | null;
}

/** Count, distribution and (from REVIEW_AVERAGE_MIN_COUNT reviews on) the average rating. */
export function summarizeReviews(reviews: readonly { rating: number }[]): ReviewSummary {
  const distribution = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => {
    const rating = REVIEW_RATING_MAX - index;
    return { rating, count: reviews.filter((review) => review.rating === rating).length };
  });
  const count = reviews.length;
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return {
    count,
    distribution,
    average: count >= REVIEW_AVERAGE_MIN_COUNT ? Math.round((total / count) * 10) / 10 : null,
  };
}
