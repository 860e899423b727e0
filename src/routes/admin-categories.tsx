import { AdminPage } from '@/components/admin-page';
import { Categories } from '@/features/admin';

/** /admin/categories: blog and business categories (administrators only). */
export default function AdminCategoriesPage() {
  return (
    <AdminPage title="Categories">
      <Categories />
    </AdminPage>
  );
}
