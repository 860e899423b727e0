import { AdminPage } from '@/components/admin-page';
import { ReportedReviewsDesk } from '@/features/admin';

/** /admin/reviews: reviews vendors reported or the database held (administrators only). */
export default function AdminReviewsPage() {
  return (
    <AdminPage
      title="Reported reviews"
      lede="Keep a reported review or publish a held one, or remove it with a reason the couple receives by email."
    >
      <ReportedReviewsDesk />
    </AdminPage>
  );
}
