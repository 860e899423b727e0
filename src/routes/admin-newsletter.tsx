import { useParams } from 'react-router-dom';
import { AdminPage } from '@/components/admin-page';
import { IssueEditor, IssueList } from '@/features/admin';

/** /admin/newsletter: The Edit's issues; /admin/newsletter/{id}: compose, preview and send one. */
export default function AdminNewsletterPage() {
  const { id } = useParams();
  return (
    <AdminPage
      title={id ? 'Compose The Edit' : 'Newsletter'}
      lede={id ? undefined : 'The Edit, the weekly letter: drafted from the week’s stories.'}
    >
      {id ? <IssueEditor key={id} id={id} /> : <IssueList />}
    </AdminPage>
  );
}
