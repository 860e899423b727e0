import { AdminPage } from '@/components/admin-page';
import { SubscribersDesk } from '@/features/admin';

/** /admin/subscribers: the newsletter's subscribers, growth, export and deletions (administrators only). */
export default function AdminSubscribersPage() {
  return (
    <AdminPage
      title="Newsletter subscribers"
      lede="Who gets The Edit and Week by week, how the list grows, and each person’s data on request."
    >
      <SubscribersDesk />
    </AdminPage>
  );
}
