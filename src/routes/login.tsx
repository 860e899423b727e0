import { useEffect, useState } from 'react';
import { Helmet } from 'react-helmet-async';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { PATHS } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { LoginForm, redirectTarget, SignedInPanel, useAuth, useLanding } from '@/features/auth';

/**
 * /login: sign-in for vendors and admins. After signing in, back to the page that sent the visitor
 * here, else where they work (an admin /admin, a vendor member /vendor-dashboard, anyone else
 * /account-settings); it waits for the auth context to hold the user (and their admin status)
 * first, so the guard of that page decides with the full picture.
 */
export default function LoginPage() {
  const { user, loading, isAdmin } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [signedIn, setSignedIn] = useState(false);
  const cameFrom = redirectTarget(location.state, '');
  const landing = useLanding();
  const destination = cameFrom || landing;

  useEffect(() => {
    if (signedIn && user && destination) void navigate(destination, { replace: true });
  }, [signedIn, user, destination, navigate]);

  return (
    <>
      <Helmet>
        <title>{`Vendor & editor login | ${SITE_NAME}`}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      {/* As tall as the main area (a screen less the header), so the side panel reaches the
          bottom of the first screen. */}
      <div className="mx-auto grid w-full max-w-frame md:min-h-[calc(100lvh-theme(spacing.header))] md:grid-cols-2">
        <aside className="hidden flex-col justify-end gap-6 bg-ivory-100 p-12 md:flex lg:p-16">
          <span aria-hidden="true" className="h-px w-16 bg-champagne-400" />
          <p className="text-label tracking-eyebrow text-champagne-700 uppercase">
            Members’ entrance
          </p>
          <p className="font-display text-display-md font-light text-balance text-ink italic">
            Where the artists behind the day keep their place in the directory.
          </p>
          <p className="max-w-sm text-ink-700">
            Vendors manage their listings and inquiries here; our editors run the magazine.
          </p>
        </aside>

        <section className="flex flex-col justify-center px-gutter py-12 md:py-16">
          <div className="mx-auto w-full max-w-md">
            {loading ? (
              <Spinner label="Checking your session…" className="w-full py-16" />
            ) : user && !signedIn ? (
              <SignedInPanel user={user} isAdmin={isAdmin} />
            ) : (
              <div className="space-y-8">
                <div className="space-y-2">
                  <p className="text-label tracking-eyebrow text-champagne-700 uppercase">
                    Vendors &amp; editors
                  </p>
                  <h1 className="text-display-md font-light text-ink">Sign in</h1>
                </div>
                <LoginForm onSignedIn={() => setSignedIn(true)} />
                <p className="border-t border-ivory-300 pt-6 text-sm text-ink-700">
                  No account yet? Membership is by invitation only.{' '}
                  <Link
                    to={PATHS.membership}
                    className="font-medium text-ink underline underline-offset-4 hover:text-champagne-700"
                  >
                    I Want In
                  </Link>
                </p>
              </div>
            )}
          </div>
        </section>
      </div>
    </>
  );
}
