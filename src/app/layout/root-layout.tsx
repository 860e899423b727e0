import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { PATHS } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { ScrollToTop } from './scroll-to-top';
import { SiteHeader } from './site-header';

const FramePromo = lazy(() => import('./frame-promo'));
// The footer (its link lists and, since #44, the newsletter's invitation) is below every first
// screen (main is at least a screen tall), so it is a chunk of its own, loaded after the paint.
const SiteFooter = lazy(() =>
  import('./site-footer').then((module) => ({ default: module.SiteFooter })),
);

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The frame every page shares: skip link, fixed header, main area, then whatever follows it.
 * Also rendered at build time (without `after`) as the first screen index.html paints before the
 * scripts run (src/first-screen), so its markup must not depend on anything only a browser
 * knows.
 */
export function SiteFrame({ children, after }: { children: ReactNode; after?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 bg-ink px-4 py-2 text-ivory-50 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/* At least a screen tall (the largest viewport): while a page's chunk or data loads, the
          promo and footer stay below the first screen instead of showing, then being pushed away
          (a layout shift of 0.2–0.3 on /index, /venues and /blog before this). */}
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="min-h-lvh flex-1 pt-header focus:outline-none"
      >
        {children}
      </main>
      {after}
    </div>
  );
}

/**
 * The membership promo, for those who may still apply: visitors, and signed-in people without a
 * membership; not administrators or members. Decided once the session is known (the promo is
 * below the first screen, so nothing moves), so a member never sees it flash.
 */
function PromoSlot() {
  const { user, isAdmin, loading } = useAuth();
  if (loading || isAdmin) return null;
  return (
    <Suspense fallback={null}>
      <FramePromo userId={user?.id ?? null} />
    </Suspense>
  );
}

/**
 * The page frame: fixed header, main area (lazy pages load inside it), the membership promo
 * (everywhere but /membership itself, for those who may still apply), footer.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  // index.html's first screen has been replaced and the page works: say so (end-to-end tests wait
  // for it, as they would for hydration).
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);

  return (
    <>
      <ScrollToTop />
      <SiteFrame
        after={
          <>
            {pathname !== PATHS.membership && <PromoSlot />}
            <Suspense fallback={null}>
              <SiteFooter />
            </Suspense>
          </>
        }
      >
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </SiteFrame>
    </>
  );
}
