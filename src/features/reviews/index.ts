/**
 * Reviews (issue #32): invited, verified reviews of vendors. The public entry: keys, queries,
 * mutations, the JSON-LD builder and the components pages compose.
 */
import { createElement, lazy, Suspense } from 'react';

export { reviewKeys } from './keys';
export {
  getListingReviewsQueryOptions,
  useListingReviews,
  type PublicReview,
} from './api/get-listing-reviews';
export { useReviewInvitation } from './api/get-review-invitation';
export { useSubmitReview } from './api/submit-review';
export { useMyReviews } from './api/get-my-reviews';
export { useAnswerReview } from './api/answer-review';
export { useReportReview } from './api/report-review';
export { useReportedReviews, type ReportedReview } from './api/get-reported-reviews';
export { useModerateReview } from './api/moderate-review';
export { reviewJsonLd, withReviewJsonLd } from './lib/review-json-ld';
export { summarizeReviews } from './lib/review-summary';
export { ReviewInvitationPage } from './components/review-invitation-page';
export { VendorReviewDesk } from './components/vendor-review-desk';
export { StarRating } from './components/star-rating';
export { TextActionForm } from './components/text-action-form';

const LazyVendorReviews = lazy(() => import('./components/vendor-reviews'));

/** The vendor page's reviews, loaded as their own chunk (below the fold; nothing while loading). */
export function VendorReviews(props: { listingId: string; listingName: string }) {
  return createElement(Suspense, { fallback: null }, createElement(LazyVendorReviews, props));
}
