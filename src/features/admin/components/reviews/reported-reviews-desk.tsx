import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useReportedReviews } from '@/features/reviews';
import { ReportedReviewRow } from './reported-review-row';

/**
 * /admin/reviews: reviews vendors reported, and reviews the database held before publishing (a
 * vendor's first, a burst, a known network), oldest first. Keep (publish) it, or remove it with a
 * reason the couple is told by email; every decision is in the audit log.
 */
export function ReportedReviewsDesk() {
  const reports = useReportedReviews();
  if (reports.isPending) return <Spinner label="Loading reported reviews…" className="py-12" />;
  if (reports.isError)
    return <LoadError what="the reported reviews" onRetry={() => void reports.refetch()} />;
  if (reports.data.length === 0)
    return <p className="text-ink-700">No reported or held reviews are waiting for a decision.</p>;
  return (
    <ul className="flex flex-col gap-10">
      {reports.data.map((report) => (
        <ReportedReviewRow key={report.report_id} report={report} />
      ))}
    </ul>
  );
}
