import { Helmet } from 'react-helmet-async';
import { useAuth } from '@/features/auth';
import { VENDOR_DASHBOARD_TITLE, VendorDashboard } from '@/features/vendor-workspace';

/** /vendor-dashboard: the member's workspace. Its own chunk, so it never loads for visitors. */
export default function VendorDashboardPage() {
  const { user } = useAuth();
  return (
    <>
      <Helmet>
        <title>{VENDOR_DASHBOARD_TITLE}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <div className="mx-auto w-full max-w-frame px-gutter py-12 md:py-16">
        <header className="space-y-2 pb-8">
          <p className="text-label tracking-eyebrow text-champagne-700 uppercase">For vendors</p>
          <h1 className="text-display-md font-light text-ink">Vendor Dashboard</h1>
        </header>
        {user ? <VendorDashboard userId={user.id} /> : null}
      </div>
    </>
  );
}
