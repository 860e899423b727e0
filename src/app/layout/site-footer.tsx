import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { SITE_NAME } from '@/config/site';

/** Minimal footer; the link lists and promos arrive with the layout issue. */
export function SiteFooter() {
  const year = new Date().getFullYear();

  return (
    <footer className="border-t border-ivory-200 bg-ivory-100">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-3 px-4 py-10 text-center md:px-8">
        <Link to={PATHS.home} className="font-display text-2xl text-ink hover:text-champagne-700">
          {SITE_NAME}
        </Link>
        <p className="text-xs tracking-label text-ink-500 uppercase">
          © {year} {SITE_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
