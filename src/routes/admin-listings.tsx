import { Helmet } from 'react-helmet-async';
import { SITE_NAME } from '@/config/site';
import { FeaturedListings, ListingReview } from '@/features/admin';

/** /admin/listings: new listings and changes to live ones, for review (administrators only). */
export default function AdminListingsPage() {
  return (
    <>
      <Helmet>
        <title>{`Listing review | ${SITE_NAME}`}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <div className="mx-auto w-full max-w-frame px-gutter py-12 md:py-16">
        <header className="space-y-2 pb-8">
          <p className="text-label tracking-eyebrow text-champagne-700 uppercase">Administration</p>
          <h1 className="text-display-md font-light text-ink">Listing review</h1>
        </header>
        <div className="space-y-16">
          <ListingReview />
          <FeaturedListings />
        </div>
      </div>
    </>
  );
}
