import { Helmet } from 'react-helmet-async';
import { SITE_NAME } from '@/config/site';
import { Members } from '@/features/admin';

/** /admin/members: suspend with a reason, reactivate (administrators only). */
export default function AdminMembersPage() {
  return (
    <>
      <Helmet>
        <title>{`Members | ${SITE_NAME}`}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <div className="mx-auto w-full max-w-frame px-gutter py-12 md:py-16">
        <header className="space-y-2 pb-8">
          <p className="text-label tracking-eyebrow text-champagne-700 uppercase">Administration</p>
          <h1 className="text-display-md font-light text-ink">Members</h1>
        </header>
        <Members />
      </div>
    </>
  );
}
