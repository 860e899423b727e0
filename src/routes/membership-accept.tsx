import { Helmet } from 'react-helmet-async';
import { SITE_NAME } from '@/config/site';
import { AuthPageFrame } from '@/features/auth';
import { AcceptInvitation } from '@/features/membership';

/** /membership/accept: where the invitation email brings an invitee, signed in by its link. */
export default function MembershipAcceptPage() {
  return (
    <>
      <Helmet>
        <title>{`Your invitation | ${SITE_NAME}`}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <AuthPageFrame>
        <AcceptInvitation />
      </AuthPageFrame>
    </>
  );
}
