import { Helmet } from 'react-helmet-async';
import { SITE_NAME } from '@/config/site';
import { ReviewQueue } from '@/features/membership';

/** /admin/applications: the membership review queue (administrators only). */
export default function AdminApplicationsPage() {
  return (
    <>
      <Helmet>
        <title>{`Membership applications | ${SITE_NAME}`}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <ReviewQueue />
    </>
  );
}
