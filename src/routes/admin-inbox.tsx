import { Helmet } from 'react-helmet-async';
import { SITE_NAME } from '@/config/site';
import { Inbox } from '@/features/admin';

/** /admin/inbox: contact messages and wedding submissions (administrators only). */
export default function AdminInboxPage() {
  return (
    <>
      <Helmet>
        <title>{`Inbox | ${SITE_NAME}`}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <div className="mx-auto w-full max-w-frame px-gutter py-12 md:py-16">
        <header className="space-y-2 pb-8">
          <p className="text-label tracking-eyebrow text-champagne-700 uppercase">Administration</p>
          <h1 className="text-display-md font-light text-ink">Inbox</h1>
        </header>
        <Inbox />
      </div>
    </>
  );
}
