import { AdminPage } from '@/components/admin-page';
import { HeldDesk } from '@/features/admin';

/** /admin/held: applications, contact messages and submissions held for review (administrators only). */
export default function AdminHeldPage() {
  return (
    <AdminPage title="Held for review">
      <HeldDesk />
    </AdminPage>
  );
}
