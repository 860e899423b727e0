import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { AccountMenu } from '@/features/auth';
import { DesktopNav, MobileMenu, scrollToTop } from '@/features/navigation';
import { SearchButton } from '@/features/search';

const HeaderTools = lazy(() => import('./header-tools'));

/**
 * Saved and what is behind Search load after the first paint (./header-tools.tsx). The Search
 * button is drawn at once, and a press on it before they arrive opens the search when they do.
 */
function HeaderToolsSlot() {
  const [searchOpen, setSearchOpen] = useState(false);
  return (
    <>
      <Suspense fallback={null}>
        <HeaderTools searchOpen={searchOpen} onSearchOpenChange={setSearchOpen} />
      </Suspense>
      <SearchButton onClick={() => setSearchOpen(true)} />
    </>
  );
}

/**
 * The fixed 72 px header: the logo goes home; the main navigation with its mega menus from 768 px,
 * the menu toggle below that; the account menu at the right for signed-in users.
 */
export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-header border-b border-ivory-300 bg-ivory-50">
      <div className="mx-auto grid h-full max-w-frame grid-cols-[1fr_auto_1fr] items-center px-gutter">
        <MobileMenu className="col-start-1 row-start-1 md:hidden" />
        <Link
          to={PATHS.home}
          onClick={scrollToTop}
          aria-label={`${SITE_NAME} — home`}
          className="col-start-2 row-start-1 justify-self-center font-display text-3xl font-medium tracking-wide text-ink transition-colors hover:text-champagne-700 md:col-start-1 md:justify-self-start"
        >
          {SITE_NAME}
        </Link>
        <DesktopNav className="col-start-2 row-start-1 hidden md:flex" />
        <div className="col-start-3 row-start-1 hidden items-center justify-end self-stretch md:flex">
          <HeaderToolsSlot />
          {/* One width for "Sign in" (76 px) and the avatar (40 px), so that neither's arrival
              moves Saved and Search beside it. */}
          <div className="flex w-21 justify-end">
            <AccountMenu variant="desktop" />
          </div>
        </div>
      </div>
    </header>
  );
}
