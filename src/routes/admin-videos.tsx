import { AdminPage } from '@/components/admin-page';
import { VideoDesk } from '@/features/admin';

/** /admin/videos: the standalone videos of the home page (administrators only). */
export default function AdminVideosPage() {
  return (
    <AdminPage title="Videos">
      <VideoDesk />
    </AdminPage>
  );
}
