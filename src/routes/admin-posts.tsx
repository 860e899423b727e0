import { AdminPage } from '@/components/admin-page';
import { PostDesk } from '@/features/admin';

/** /admin/posts: the magazine's desk, every post with its status (administrators only). */
export default function AdminPostsPage() {
  return (
    <AdminPage title="Posts">
      <PostDesk />
    </AdminPage>
  );
}
