import { AdminPage } from '@/components/admin-page';
import { ReportedReviewsDesk } from '@/features/admin';

/** /admin/reviews: reviews vendors reported (administrators only). */
export default function AdminReviewsPage() {
  return (
    <AdminPage
      title="Reported reviews"
      lede="Keep a review, or remove it with a reason the couple receives by email."
    >
      <ReportedReviewsDesk />
    </AdminPage>
  );
}
