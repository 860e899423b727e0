import { AdminPage } from '@/components/admin-page';
import { AuditLog } from '@/features/admin';

/** /admin/audit: every admin write, who and when (administrators only). */
export default function AdminAuditPage() {
  return (
    <AdminPage title="Audit log">
      <AuditLog />
    </AdminPage>
  );
}
