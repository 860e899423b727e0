import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { listingPath } from '@/config/paths';
import {
  REVIEW_REMOVAL_REASON_MIN_LENGTH,
  REVIEW_REPORT_REASON_MAX_LENGTH,
} from '@/config/reviews';
import {
  StarRating,
  TextActionForm,
  useModerateReview,
  type ReportedReview,
} from '@/features/reviews';

const WHEN = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const FAILED = 'That did not go through. Please try again.';

/** One reported review: the review, the vendor's reason, and the decision (keep, or remove with a reason). */
export function ReportedReviewRow({ report }: { report: ReportedReview }) {
  const moderate = useModerateReview();
  const [removing, setRemoving] = useState(false);
  const headingId = `report-${report.report_id}`;
  // held by the database before it was ever public: keeping it publishes it
  const held = report.kind === 'hold';
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-3 border-t border-ivory-300 pt-6"
      >
        <p className="text-sm text-ink-500">
          <Link to={listingPath(report.listing_url_name)} className="underline underline-offset-4">
            {report.listing_name}
          </Link>{' '}
          · reviewed {WHEN.format(new Date(report.review_created_at))}
          {held
            ? ' · held before publishing'
            : ` · reported ${WHEN.format(new Date(report.reported_at))}`}
        </p>
        <StarRating rating={report.rating} />
        <h2 id={headingId} className="font-display text-2xl text-ink">
          {report.title}
        </h2>
        <p className="max-w-measure whitespace-pre-line text-ink-700">{report.body}</p>
        <div
          className={
            held ? 'border-l-2 border-champagne-600 pl-4' : 'border-l-2 border-red-700 pl-4'
          }
        >
          <p className="text-sm font-medium text-ink">
            {held ? 'Why it waits for you' : 'The vendor’s reason'}
          </p>
          <p className="max-w-measure whitespace-pre-line text-ink-700">{report.reason}</p>
        </div>
        {removing ? (
          <TextActionForm
            label="Why is it removed?"
            hint="The couple receives this reason by email."
            min={REVIEW_REMOVAL_REASON_MIN_LENGTH}
            max={REVIEW_REPORT_REASON_MAX_LENGTH}
            submitLabel="Remove review"
            pending={moderate.isPending}
            failed={moderate.isError ? FAILED : null}
            onSubmit={(reason) =>
              moderate.mutate({ reportId: report.report_id, decision: 'remove', reason })
            }
            onCancel={() => setRemoving(false)}
          />
        ) : (
          <div className="flex flex-wrap gap-3">
            <Button
              size="sm"
              variant="solid"
              disabled={moderate.isPending}
              onClick={() => moderate.mutate({ reportId: report.report_id, decision: 'keep' })}
            >
              {held ? 'Publish review' : 'Keep review'}
            </Button>
            <Button size="sm" onClick={() => setRemoving(true)}>
              Remove…
            </Button>
          </div>
        )}
        {moderate.isError && !removing ? (
          <p role="alert" className="text-sm font-medium text-red-800">
            {FAILED}
          </p>
        ) : null}
      </article>
    </li>
  );
}
