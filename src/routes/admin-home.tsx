import { AdminPage } from '@/components/admin-page';
import { HomeCuration } from '@/features/admin';

/** /admin/home: The Latest on the home page, picked and ordered (administrators only). */
export default function AdminHomePage() {
  return (
    <AdminPage title="Home curation">
      <HomeCuration />
    </AdminPage>
  );
}
