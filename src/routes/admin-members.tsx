import { AdminPage } from '@/components/admin-page';
import { Members } from '@/features/admin';

/** /admin/members: suspend with a reason, reactivate (administrators only). */
export default function AdminMembersPage() {
  return (
    <AdminPage title="Members">
      <Members />
    </AdminPage>
  );
}
