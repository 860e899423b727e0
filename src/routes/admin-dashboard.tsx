import { AdminPage } from '@/components/admin-page';
import { AdminDashboard } from '@/features/admin';

/** /admin: what needs a decision, recent activity, the administrators (administrators only). */
export default function AdminDashboardPage() {
  return (
    <AdminPage title="Admin Dashboard" backLink={false}>
      <AdminDashboard />
    </AdminPage>
  );
}
