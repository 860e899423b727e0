import { Helmet } from 'react-helmet-async';
import { useSearchParams } from 'react-router-dom';
import { ERRAND_TITLES } from '@/config/page-heads';
import { PATHS } from '@/config/paths';
import { pageTitle } from '@/config/site';
import { AuthPageFrame } from '@/features/auth';
import { ConfirmSubscription } from '@/features/newsletter';

/** /newsletter/confirm?token=…: the confirmation email's link; confirms as it opens. */
export default function NewsletterConfirmPage() {
  const [params] = useSearchParams();
  return (
    <>
      <Helmet>
        <title>{pageTitle(ERRAND_TITLES[PATHS.newsletterConfirm]!)}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <AuthPageFrame>
        <ConfirmSubscription token={params.get('token') ?? ''} />
      </AuthPageFrame>
    </>
  );
}
