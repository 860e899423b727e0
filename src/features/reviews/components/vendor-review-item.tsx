import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  REVIEW_ANSWER_MAX_LENGTH,
  REVIEW_ANSWER_MIN_LENGTH,
  REVIEW_REPORT_REASON_MAX_LENGTH,
  REVIEW_REPORT_REASON_MIN_LENGTH,
} from '@/config/reviews';
import { useAnswerReview } from '../api/answer-review';
import type { MyReview } from '../api/get-my-reviews';
import { useReportReview } from '../api/report-review';
import { ReviewCard } from './review-card';
import { TextActionForm } from './text-action-form';

const FAILED = 'That did not go through. Please try again; your words are still here.';

/**
 * One review in the vendor's desk: the review as couples see it, the one public answer (written,
 * or edited), and a report with a reason. No way to change or hide the review itself.
 */
export function VendorReviewItem({ review }: { review: MyReview }) {
  const answer = useAnswerReview();
  const report = useReportReview();
  const [mode, setMode] = useState<'idle' | 'answer' | 'report'>('idle');
  const reported = review.reported;
  const listingName = review.listing.name;

  return (
    <li className="flex flex-col gap-4">
      <ReviewCard review={review} listingName={listingName} />
      {review.status === 'removed' ? (
        <p className="text-sm text-ink-700">Removed by our editors.</p>
      ) : null}
      {review.status === 'held' ? (
        <p className="text-sm font-medium text-champagne-700" role="status">
          Our editors read it before it appears on your page
        </p>
      ) : null}
      {reported ? (
        <p className="text-sm font-medium text-champagne-700" role="status">
          Reported — waiting for our editors
        </p>
      ) : null}
      {mode === 'answer' ? (
        <TextActionForm
          label={review.answer ? 'Edit your answer' : `Answer as ${listingName}`}
          hint="Your answer is public, under the review. One answer per review; you can edit it later."
          initial={review.answer ?? ''}
          min={REVIEW_ANSWER_MIN_LENGTH}
          max={REVIEW_ANSWER_MAX_LENGTH}
          submitLabel={review.answer ? 'Save answer' : 'Publish answer'}
          pending={answer.isPending}
          failed={answer.isError ? FAILED : null}
          onSubmit={(text) =>
            answer.mutate(
              { reviewId: review.id, answer: text },
              { onSuccess: () => setMode('idle') },
            )
          }
          onCancel={() => setMode('idle')}
        />
      ) : null}
      {mode === 'report' ? (
        <TextActionForm
          label="Why should our editors look at this review?"
          hint="Say what breaks our rules (not a couple of ours, untrue, offensive). Our editors keep or remove it; the couple is told why if it goes."
          min={REVIEW_REPORT_REASON_MIN_LENGTH}
          max={REVIEW_REPORT_REASON_MAX_LENGTH}
          submitLabel="Send report"
          pending={report.isPending}
          failed={report.isError ? FAILED : null}
          onSubmit={(text) =>
            report.mutate(
              { reviewId: review.id, reason: text },
              { onSuccess: () => setMode('idle') },
            )
          }
          onCancel={() => setMode('idle')}
        />
      ) : null}
      {mode === 'idle' && review.status === 'published' ? (
        <div className="flex flex-wrap gap-3">
          <Button size="sm" onClick={() => setMode('answer')}>
            {review.answer ? 'Edit answer' : 'Answer'}
          </Button>
          {reported ? null : (
            <Button size="sm" onClick={() => setMode('report')}>
              Report
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}
