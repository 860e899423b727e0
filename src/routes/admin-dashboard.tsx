import { AdminPage } from '@/components/admin-page';
import { AdminDashboard } from '@/features/admin';
import { HeldBackEmails, UndeliveredEmails } from '@/features/notifications';

/**
 * /admin: emails that could not be delivered and emails the mail gate held back (each only when
 * there are any), what needs a decision, recent activity, the administrators (administrators
 * only).
 */
export default function AdminDashboardPage() {
  return (
    <AdminPage title="Admin Dashboard" backLink={false}>
      <div className="space-y-16">
        <UndeliveredEmails />
        <HeldBackEmails />
        <AdminDashboard />
      </div>
    </AdminPage>
  );
}
