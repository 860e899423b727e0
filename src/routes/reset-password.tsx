import { Helmet } from 'react-helmet-async';
import { SITE_NAME } from '@/config/site';
import { AuthPageFrame, ResetPassword } from '@/features/auth';

/** /reset-password: ask for a link, then choose a new password from it. */
export default function ResetPasswordPage() {
  return (
    <>
      <Helmet>
        <title>{`Reset your password | ${SITE_NAME}`}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <AuthPageFrame>
        <ResetPassword />
      </AuthPageFrame>
    </>
  );
}
