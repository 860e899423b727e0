import { Helmet } from 'react-helmet-async';
import { SITE_NAME } from '@/config/site';
import { AuthPageFrame, EmailLink } from '@/features/auth';
import { invitationRetryPath } from '@/features/membership';

/**
 * /auth/confirm: the emailed confirm and sign-in links. An invitation's sign-in link that has
 * expired or been used goes on to the acceptance page, which sends a fresh one.
 */
export default function AuthConfirmPage() {
  return (
    <>
      <Helmet>
        <title>{`Confirming your email | ${SITE_NAME}`}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <AuthPageFrame>
        <EmailLink whenRefused={invitationRetryPath} />
      </AuthPageFrame>
    </>
  );
}
