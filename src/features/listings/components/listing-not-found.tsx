import { Helmet } from 'react-helmet-async';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { PATHS } from '@/config/paths';
import { pageTitle } from '@/config/site';

export const LISTING_NOT_FOUND_HEADING = 'Vendor not found';

/** An unknown or unpublished url_name: says so, is not indexed, and leads back to the directory. */
export function ListingNotFound() {
  return (
    <>
      <Helmet>
        <title>{pageTitle(LISTING_NOT_FOUND_HEADING)}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <section className="mx-auto flex max-w-measure flex-col items-center px-gutter py-section text-center">
        <p className="text-label tracking-label text-champagne-700 uppercase">The Directory</p>
        <h1 className="mt-6 font-display text-display-lg text-ink">{LISTING_NOT_FOUND_HEADING}</h1>
        <p className="mt-6 text-ink-700">
          This vendor is not in our directory, or their page is no longer public. Browse the
          directory to find someone just as wonderful.
        </p>
        <Link to={PATHS.index} className={`${buttonVariants()} mt-10`}>
          Back to the directory
        </Link>
      </section>
    </>
  );
}
