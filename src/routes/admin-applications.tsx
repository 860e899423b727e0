import { Helmet } from 'react-helmet-async';
import { SITE_NAME } from '@/config/site';
import { ApplicationReview } from '@/features/admin';

/** /admin/applications: the membership review desk (administrators only). */
export default function AdminApplicationsPage() {
  return (
    <>
      <Helmet>
        <title>{`Membership applications | ${SITE_NAME}`}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <ApplicationReview />
    </>
  );
}
