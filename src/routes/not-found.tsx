import { Helmet } from 'react-helmet-async';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { PATHS } from '@/config/paths';
import { SITE_NAME } from '@/config/site';

export const NOT_FOUND_HEADING = 'Page not found';

/** Shown for any path the route table does not know. */
export default function NotFoundPage() {
  return (
    <>
      <Helmet>
        <title>{`${NOT_FOUND_HEADING} | ${SITE_NAME}`}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center md:py-32">
        <p className="font-display text-7xl text-champagne-600 md:text-8xl" aria-hidden="true">
          404
        </p>
        <h1 className="text-4xl text-ink md:text-5xl">{NOT_FOUND_HEADING}</h1>
        <p className="text-ink-700">
          The page you are looking for has moved, or perhaps it never existed. Let us take you back
          to the beginning.
        </p>
        <Link to={PATHS.home} className={buttonVariants()}>
          Back to home
        </Link>
      </section>
    </>
  );
}
