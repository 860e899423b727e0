import { Helmet } from 'react-helmet-async';
import { useSearchParams } from 'react-router-dom';
import { ERRAND_TITLES } from '@/config/page-heads';
import { PATHS } from '@/config/paths';
import { pageTitle } from '@/config/site';
import { AuthPageFrame } from '@/features/auth';
import { NewsletterPreferences } from '@/features/newsletter';

/** /newsletter/preferences?token=…: every newsletter email's link; no sign-in needed. */
export default function NewsletterPreferencesPage() {
  const [params] = useSearchParams();
  return (
    <>
      <Helmet>
        <title>{pageTitle(ERRAND_TITLES[PATHS.newsletterPreferences]!)}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <AuthPageFrame>
        <NewsletterPreferences token={params.get('token') ?? ''} />
      </AuthPageFrame>
    </>
  );
}
