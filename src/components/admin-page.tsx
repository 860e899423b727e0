import type { ReactNode } from 'react';
import { Helmet } from 'react-helmet-async';
import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { SITE_NAME } from '@/config/site';

type AdminPageProps = {
  title: string;
  /** One line under the title: what the page is for. */
  lede?: string;
  /** The dashboard has no way back to itself. */
  backLink?: boolean;
  children: ReactNode;
};

/** The frame of every admin page: its title (never indexed), a way back to the dashboard. */
export function AdminPage({ title, lede, backLink = true, children }: AdminPageProps) {
  return (
    <>
      <Helmet>
        <title>{`${title} | ${SITE_NAME}`}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <div className="mx-auto w-full max-w-frame px-gutter py-12 md:py-16">
        <header className="space-y-2 pb-8">
          {backLink ? (
            <Link
              to={PATHS.admin}
              className="text-label tracking-eyebrow text-champagne-700 uppercase underline-offset-4 hover:underline"
            >
              <span aria-hidden="true">← </span>Administration
            </Link>
          ) : (
            <p className="text-label tracking-eyebrow text-champagne-700 uppercase">
              Administration
            </p>
          )}
          <h1 className="text-display-md font-light text-ink">{title}</h1>
          {lede ? <p className="max-w-measure text-ink-700">{lede}</p> : null}
        </header>
        {children}
      </div>
    </>
  );
}
