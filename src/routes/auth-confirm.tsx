import { Helmet } from 'react-helmet-async';
import { SITE_NAME } from '@/config/site';
import { AuthPageFrame, EmailLink } from '@/features/auth';

/** /auth/confirm: the emailed confirm and sign-in links. */
export default function AuthConfirmPage() {
  return (
    <>
      <Helmet>
        <title>{`Confirming your email | ${SITE_NAME}`}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <AuthPageFrame>
        <EmailLink />
      </AuthPageFrame>
    </>
  );
}
