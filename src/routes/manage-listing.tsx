import { Helmet } from 'react-helmet-async';
import { useParams } from 'react-router-dom';
import { SITE_NAME } from '@/config/site';
import { useAuth } from '@/features/auth';
import { ListingEditor } from '@/features/vendor-workspace';

/**
 * /manage-listing (a new listing) and /manage-listing/{id}: the listing editor. Its own chunk, so
 * it never loads for visitors.
 */
export default function ManageListingPage() {
  const { id } = useParams();
  const { user } = useAuth();
  return (
    <>
      <Helmet>
        <title>{`${id ? 'Edit listing' : 'New listing'} | ${SITE_NAME}`}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <div className="mx-auto w-full max-w-frame px-gutter py-12 md:py-16">
        <header className="space-y-2 pb-8">
          <p className="text-label tracking-eyebrow text-champagne-700 uppercase">For vendors</p>
          <h1 className="text-display-md font-light text-ink">
            {id ? 'Edit listing' : 'New listing'}
          </h1>
        </header>
        {user ? <ListingEditor id={id} ownerId={user.id} /> : null}
      </div>
    </>
  );
}
