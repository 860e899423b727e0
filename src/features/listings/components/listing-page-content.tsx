import { Children, type ReactNode } from 'react';
import type { ListingPageData } from '../api/get-listing';
import type { ListingLead } from '../api/listing-lead';
import { FeaturedIn } from './featured-in';
import { ListingFacts } from './listing-facts';
import { ListingGallery } from './listing-gallery';
import { ListingProfile } from './listing-profile';
import { OftenWith } from './often-with';
import { PendingLines } from '@/components/ui/spinner';
import { useAfterFirstScreen } from '@/hooks/use-in-steps';

export interface ListingPageContentProps {
  /** The listing, or the card a couple tapped while it is on its way (a `ListingLead`). */
  listing: ListingPageData | ListingLead;
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
 * an admin approves is what couples see. It fetches nothing itself; the slots do. Given a lead,
 * it draws the profile's head from it and holds the rest's place; the listing then fills in the
 * same elements (the heading a couple is reading is not drawn again).
 */
export function ListingPageContent({
  listing,
  admission,
  responseTime,
  inquiry,
  children,
}: ListingPageContentProps) {
  // Below the profile, the page is drawn in steps, a task each (src/hooks/use-in-steps.ts): the
  // gallery, the credits, the inquiry, then each part that follows it (reviews, more vendors).
  // At once, they made the page's start two long tasks (React's commit, then the layout of the
  // whole page, 45 and 50 ms on this machine). Arriving at an anchor (#inquire), all at once.
  // One part a task: each short enough that a phone answers a tap between them (#30: three
  // larger steps were still tasks of 20–35 ms here, four times that on Lighthouse's phone).
  const after = Children.toArray(children);
  const full = isListingPageData(listing);
  // Nothing below the head is stepped through until the listing is in.
  const drawn = useAfterFirstScreen(full ? 3 + after.length : 0);
  if (!full) {
    return (
      <article aria-busy="true" className={ARTICLE}>
        <ListingProfile listing={listing} />
        <PendingLines
          label="Loading this vendor…"
          widths={LISTING_PAGE_PENDING}
          className="max-w-measure"
        />
      </article>
    );
  }
  return (
    <article className={ARTICLE}>
      <ListingProfile listing={listing} />
      <ListingFacts listing={listing} />
      {admission}
      {drawn >= 1 && listing.photos.length > 0 ? (
        <section aria-labelledby="gallery-heading">
          <h2 id="gallery-heading" className="font-display text-display-md text-ink">
            Gallery
          </h2>
          <div className="mt-8">
            <ListingGallery photos={listing.photos} listingName={listing.name} />
          </div>
        </section>
      ) : null}
      {drawn >= 2 ? (
        <>
          <FeaturedIn posts={listing.featuredIn} />
          <OftenWith name={listing.name} partners={listing.oftenWith} />
        </>
      ) : null}
      {drawn >= 3 ? (
        <Inquire listing={listing} responseTime={responseTime} inquiry={inquiry} />
      ) : null}
      {after.slice(0, Math.max(0, drawn - 3))}
    </article>
  );
}

const ARTICLE = 'mx-auto flex max-w-frame flex-col gap-section px-gutter pt-8 pb-section md:pt-12';

const isListingPageData = (listing: ListingPageData | ListingLead): listing is ListingPageData =>
  'photos' in listing;

/** The page's place below the head while the listing is on its way: a few quiet lines. */
const LISTING_PAGE_PENDING = ['w-1/3', 'w-full', 'w-11/12', 'w-4/5'];

/** The call to inquire, with the form the page gives it. */
function Inquire({
  listing,
  responseTime,
  inquiry,
}: Pick<ListingPageContentProps, 'responseTime' | 'inquiry'> & { listing: ListingPageData }) {
  return (
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
  );
}
