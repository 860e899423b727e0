/**
 * The vendor page's AggregateRating and Review (schema.org), for the page's head in the browser
 * and for the HTML the edge serves: pure, with relative `.ts` imports only, so the edge function
 * can import it as it is. What it says is what the page shows: no average below
 * REVIEW_AVERAGE_MIN_COUNT reviews, the couple's first names only with their consent.
 */
import { REVIEW_RATING_MAX } from '../../../config/reviews.ts';
import { newestFirst } from '../../../lib/english-format.ts';
import { summarizeReviews } from './review-summary.ts';

/** The columns of a published review the JSON-LD reads. */
export interface ReviewForJsonLd {
  rating: number;
  title: string;
  body: string;
  author_name: string | null;
  created_at: string;
}

/** How many reviews the JSON-LD names (the newest); the aggregate counts them all. */
export const REVIEW_JSON_LD_LIMIT = 10;
const ANONYMOUS_AUTHOR = 'A verified couple';

interface RatingJsonLd {
  '@type': 'Rating' | 'AggregateRating';
  ratingValue: number;
  bestRating: number;
  worstRating: number;
  ratingCount?: number;
  reviewCount?: number;
}

export interface ReviewJsonLdFields {
  aggregateRating?: RatingJsonLd;
  review?: {
    '@type': 'Review';
    name: string;
    reviewBody: string;
    datePublished: string;
    author: { '@type': 'Person'; name: string };
    reviewRating: RatingJsonLd;
  }[];
}

/** `aggregateRating` and `review` to merge into the vendor's LocalBusiness; {} without reviews. */
export function reviewJsonLd(reviews: readonly ReviewForJsonLd[]): ReviewJsonLdFields {
  if (reviews.length === 0) return {};
  const summary = summarizeReviews(reviews);
  const newest = [...reviews]
    .sort((a, b) => newestFirst(a.created_at, b.created_at))
    .slice(0, REVIEW_JSON_LD_LIMIT);
  return {
    ...(summary.average === null
      ? {}
      : {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: summary.average,
            ratingCount: summary.count,
            reviewCount: summary.count,
            bestRating: REVIEW_RATING_MAX,
            worstRating: 1,
          },
        }),
    review: newest.map((review) => ({
      '@type': 'Review',
      name: review.title,
      reviewBody: review.body,
      datePublished: review.created_at.slice(0, 10),
      author: { '@type': 'Person', name: review.author_name ?? ANONYMOUS_AUTHOR },
      reviewRating: {
        '@type': 'Rating',
        ratingValue: review.rating,
        bestRating: REVIEW_RATING_MAX,
        worstRating: 1,
      },
    })),
  };
}

/** The vendor's JSON-LD object with its reviews merged in. */
export function withReviewJsonLd<T extends object>(
  vendor: T,
  reviews: readonly ReviewForJsonLd[],
): T & ReviewJsonLdFields {
  return { ...vendor, ...reviewJsonLd(reviews) };
}
