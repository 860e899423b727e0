import { Helmet } from 'react-helmet-async';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { PATHS } from '@/config/paths';
import type { PlaceholderPage as PlaceholderPageContent } from '@/config/placeholder-pages';
import { pageTitle } from '@/config/site';
import { cn } from '@/lib/utils';

type PlaceholderPageProps = {
  page: PlaceholderPageContent;
};

/** A page that a later release fills: its title, what is coming, and a way home. */
export function PlaceholderPage({ page }: PlaceholderPageProps) {
  return (
    <>
      <Helmet>
        <title>{pageTitle(page.title)}</title>
      </Helmet>
      <section className="mx-auto flex max-w-measure flex-col items-center px-gutter py-section text-center">
        <p className="text-label tracking-label text-champagne-700 uppercase">{page.eyebrow}</p>
        <h1 className="mt-6 font-display text-display-lg font-light text-ink">{page.title}</h1>
        <span aria-hidden="true" className="mt-8 h-px w-16 bg-champagne-400" />
        <p className="mt-8 font-display text-2xl leading-snug text-balance text-ink-700 italic">
          {page.description}
        </p>
        <p className="mt-4 text-sm text-ink-500">
          This page is being prepared by our editors and will open soon.
        </p>
        <Link to={PATHS.home} className={cn(buttonVariants(), 'mt-12')}>
          Return home
        </Link>
      </section>
    </>
  );
}
