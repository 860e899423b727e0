import { IMAGE_SIZES } from '@/config/image-sizes';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { PATHS, withQuery } from '@/config/paths';
import { SaveButton } from '@/features/saved';
import type { ListingPageData } from '../api/get-listing';
import type { ListingLead } from '../api/listing-lead';
import { headshotImage } from '../lib/listing-images';
import { placeLine } from '../lib/seo';
import { venueFacts } from './listing-card';
import { ListingContactLinks } from './listing-contact-links';
import { ListingHero } from './listing-hero';
import { ListingImage } from './listing-image';

const PRICE_TIER_LABELS: Record<string, string> = {
  $: 'Accessible',
  $$: 'Moderate',
  $$$: 'Premium',
  $$$$: 'Luxury',
};

/**
 * The first screen of a vendor page (hero beside name, category, place, facts, links and the
 * call to inquire), then who they are (description and headshot). Given the card a couple tapped
 * (a `ListingLead`), what the card knows: a field it lacks is left out until the page is in.
 */
export function ListingProfile({
  listing,
}: {
  listing: ListingLead & Partial<Pick<ListingPageData, 'description' | 'photos'>>;
}) {
  const facts = venueFacts({
    venue_type: listing.venue_type ?? null,
    guest_capacity: listing.guest_capacity ?? null,
  });
  const place = placeLine({
    city: listing.city ?? null,
    state: listing.state ?? null,
    country: listing.country ?? null,
  });
  const { image_url: image, headshot_url: headshot } = listing;
  const paragraphs = (listing.description ?? '').split(/\n{2,}/).filter((text) => text.trim());
  return (
    <>
      <div className="grid gap-8 md:grid-cols-[3fr_2fr] md:items-center md:gap-12">
        <div className="aspect-[4/5] overflow-hidden bg-ivory-200 md:aspect-[3/2]">
          {/* Not the placeholder picture for a cover not known yet (a credit's or a hit's lead). */}
          {image !== undefined && headshot !== undefined ? (
            <ListingHero listing={{ ...listing, image_url: image, headshot_url: headshot }} />
          ) : null}
        </div>
        <header className="flex flex-col gap-4">
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-2 text-label tracking-label text-ink-500 uppercase">
              <li>
                <Link to={PATHS.index} className="hover:text-ink hover:underline">
                  Directory
                </Link>
              </li>
              {listing.category ? (
                <li className="flex items-center gap-2">
                  <span aria-hidden="true">/</span>
                  <Link
                    to={withQuery(PATHS.index, { category: listing.category.id })}
                    className="text-champagne-700 hover:text-ink hover:underline"
                  >
                    {listing.category.name}
                  </Link>
                </li>
              ) : null}
            </ol>
          </nav>
          <h1 className="font-display text-display-lg font-light text-ink">{listing.name}</h1>
          <p className="text-lg text-ink-700">{place}</p>
          {facts || listing.price_tier ? (
            <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm text-ink-700">
              {facts ? (
                <div>
                  <dt className="sr-only">Venue</dt>
                  <dd>{facts}</dd>
                </div>
              ) : null}
              {listing.price_tier ? (
                <div className="flex gap-2">
                  <dt className="text-ink-500">Price</dt>
                  <dd>
                    <span aria-hidden="true">{listing.price_tier}</span>
                    <span className="sr-only">{PRICE_TIER_LABELS[listing.price_tier]}</span>
                    <span className="ml-1 text-ink-500" aria-hidden="true">
                      ({PRICE_TIER_LABELS[listing.price_tier]})
                    </span>
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          <div className="mt-2 flex flex-col gap-4">
            <a href="#inquire" className={`${buttonVariants({ variant: 'solid' })} self-start`}>
              Send an inquiry
            </a>
            <SaveButton kind="listing" id={listing.id} name={listing.name} className="self-start" />
            <ListingContactLinks
              website={listing.website ?? null}
              instagram={listing.instagram ?? null}
            />
          </div>
        </header>
      </div>
      {paragraphs.length > 0 ? (
        <section
          aria-labelledby="about-heading"
          className="grid gap-8 md:grid-cols-[1fr_2fr] md:gap-12"
        >
          <div className="flex flex-col gap-6">
            <h2 id="about-heading" className="font-display text-display-md text-ink">
              About {listing.name}
            </h2>
            {listing.headshot_url ? (
              <div className="aspect-square w-40 overflow-hidden rounded-full bg-ivory-200 md:w-48">
                <ListingImage
                  source={headshotImage(listing.headshot_url)}
                  alt=""
                  sizes={IMAGE_SIZES.headshot}
                />
              </div>
            ) : null}
          </div>
          <div className="flex max-w-measure flex-col gap-4 text-lg leading-relaxed text-ink-700">
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
