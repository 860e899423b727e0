import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { SITE_NAME } from '@/config/site';

/** Fixed header, 72 px. Navigation and mega menus arrive with the layout issue. */
export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-header border-b border-ivory-200 bg-ivory-50/95 backdrop-blur-sm">
      <div className="mx-auto flex h-full max-w-7xl items-center px-4 md:px-8">
        <Link
          to={PATHS.home}
          aria-label={`${SITE_NAME} — home`}
          className="font-display text-3xl font-medium tracking-wide text-ink transition-colors hover:text-champagne-700"
        >
          {SITE_NAME}
        </Link>
      </div>
    </header>
  );
}
