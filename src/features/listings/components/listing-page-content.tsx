import type { ReactNode } from 'react';
import type { ListingPageData } from '../api/get-listing';
import { FeaturedIn } from './featured-in';
import { ListingFacts } from './listing-facts';
import { ListingGallery } from './listing-gallery';
import { ListingProfile } from './listing-profile';
import { OftenWith } from './often-with';
import { useInSteps } from '@/hooks/use-in-steps';

export interface ListingPageContentProps {
  listing: ListingPageData;
  /** Under the profile: the admission note (the membership feature's, composed by the page). */
  admission?: ReactNode;
  /** Beside the inquiry heading: how fast the vendor answers. */
  responseTime?: ReactNode;
  /** The inquiry form itself (the public page's works; a preview's is inert). */
  inquiry: ReactNode;
  /** After the inquiry: 'more vendors'. */
  children?: ReactNode;
}

/**
 * A vendor page from a listing object: profile, gallery, the posts that credit them, the call to
 * inquire. The public page (/index/{urlName}) and the admin's preview both render this, so what
 * an admin approves is what couples see. It fetches nothing itself; the slots do.
 */
export function ListingPageContent({
  listing,
  admission,
  responseTime,
  inquiry,
  children,
}: ListingPageContentProps) {
  // What follows the inquiry (reviews, more vendors) is drawn a task after the rest: below the
  // first screen, it made the page's start one long task (src/hooks/use-in-steps.ts).
  const drawn = useInSteps(1, 0, 1);
  return (
    <article className="mx-auto flex max-w-frame flex-col gap-section px-gutter pt-8 pb-section md:pt-12">
      <ListingProfile listing={listing} />
      <ListingFacts listing={listing} />
      {admission}
      {listing.photos.length > 0 ? (
        <section aria-labelledby="gallery-heading">
          <h2 id="gallery-heading" className="font-display text-display-md text-ink">
            Gallery
          </h2>
          <div className="mt-8">
            <ListingGallery photos={listing.photos} listingName={listing.name} />
          </div>
        </section>
      ) : null}
      <FeaturedIn posts={listing.featuredIn} />
      <OftenWith name={listing.name} partners={listing.oftenWith} />
      <section
        id="inquire"
        aria-labelledby="inquire-heading"
        className="grid scroll-mt-header gap-8 md:grid-cols-[1fr_2fr] md:gap-12"
      >
        <div className="flex flex-col gap-4">
          <h2 id="inquire-heading" className="font-display text-display-md text-ink">
            Inquire with {listing.name}
          </h2>
          <p className="text-ink-700">
            Tell them about your day. Your message goes straight to {listing.name}, who replies by
            email.
          </p>
          {responseTime}
        </div>
        {inquiry}
      </section>
      {drawn > 0 ? children : null}
    </article>
  );
}
