import { AdminPage } from '@/components/admin-page';
import { Inbox } from '@/features/admin';

/** /admin/inbox: contact messages and wedding submissions (administrators only). */
export default function AdminInboxPage() {
  return (
    <AdminPage title="Inbox">
      <Inbox />
    </AdminPage>
  );
}
