import { Helmet } from 'react-helmet-async';
import { SITE_NAME } from '@/config/site';
import { MembershipPage } from '@/features/membership';

const DESCRIPTION =
  'Perféte’s vendor directory is invitation-only: how admission works, what members get, and the application.';

/** /membership: what membership is, how admission works, and the application form. */
export default function MembershipRoute() {
  return (
    <>
      <Helmet>
        <title>{`Vendor membership | ${SITE_NAME}`}</title>
        <meta name="description" content={DESCRIPTION} />
      </Helmet>
      <MembershipPage />
    </>
  );
}
