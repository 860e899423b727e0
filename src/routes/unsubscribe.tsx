import { Helmet } from 'react-helmet-async';
import { useSearchParams } from 'react-router-dom';
import { SITE_NAME } from '@/config/site';
import { AuthPageFrame } from '@/features/auth';
import { Unsubscribe } from '@/features/notifications';

/** /unsubscribe?token=…: where an email's unsubscribe link lands; works without signing in. */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  return (
    <>
      <Helmet>
        <title>{`Unsubscribe | ${SITE_NAME}`}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <AuthPageFrame>
        <Unsubscribe token={params.get('token') ?? ''} />
      </AuthPageFrame>
    </>
  );
}
