import { useParams } from 'react-router-dom';
import { AdminPage } from '@/components/admin-page';
import { BlogEditor } from '@/features/admin';

/** /admin/blog/{id}: write, illustrate, schedule and restore a story; /admin/blog starts one. */
export default function AdminBlogEditorPage() {
  const { id } = useParams();
  return (
    <AdminPage title={id ? 'Edit story' : 'New story'}>
      {/* Keyed by post: another post starts a fresh editor. */}
      <BlogEditor key={id ?? 'new'} id={id} />
    </AdminPage>
  );
}
