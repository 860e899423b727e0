import type { ReactNode } from 'react';
import { IMAGE_SIZES } from '@/config/image-sizes';
import { Link } from 'react-router-dom';
import { listingPath } from '@/config/paths';
import { cn } from '@/lib/utils';
import { SaveButton } from '@/features/saved';
import type { ListingCardData } from '../lib/listing-columns';
import { listingCardImage } from '../lib/listing-images';
import { ListingImage, type ImageLoading } from './listing-image';

/**
 * THE listing card, shared by /index, /venues, a vendor page's 'more vendors', the home search
 * block and the vendor mega menu. Data: a `ListingCardData` row (`LISTING_CARD_COLUMNS`, the
 * category name embedded, so never a request per card).
 *
 * - `variant="grid"` (default): portrait image (287:400), then category, name, place, and for
 *   venues the type and capacity. Sized by its grid cell.
 * - `variant="compact"`: the menu's 287 x 400 preview card: the image fills the card and the
 *   name and category sit on it.
 *
 * The whole card is one link to /index/{url_name}, made by stretching the name's link over the
 * card, so the link's accessible name is the vendor's name and nothing more. The image is
 * decorative (alt=""): the name says who it is.
 */
export interface ListingCardProps {
  listing: ListingCardData;
  variant?: 'grid' | 'compact';
  /** 'eager' for cards in the first row of a page, 'lazy' (default) below it. */
  imageLoading?: ImageLoading;
  /** 'high' on the one card whose image is the page's largest paint (the first). */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** How wide the image is drawn, for srcset (the grid passes its column widths). */
  sizes?: string;
  /** Heading level of the name in the page outline (default h3, under a section h2). */
  headingLevel?: 2 | 3 | 4;
  /** Show 'Featured' on featured listings (default true; the menu, all featured, turns it off). */
  showFeaturedBadge?: boolean;
  /** Under the facts (grid cards): e.g. the availability on the couple's date. */
  footer?: ReactNode;
  className?: string;
}

export function listingPlace(listing: Pick<ListingCardData, 'city' | 'state' | 'country'>) {
  const local = [listing.city, listing.state].filter(Boolean).join(', ');
  return [local, listing.country].filter(Boolean).join(' · ');
}

/** 'Vineyard · Up to 180 guests' for venues; null for everyone else. */
export function venueFacts(listing: Pick<ListingCardData, 'venue_type' | 'guest_capacity'>) {
  const parts = [
    listing.venue_type,
    listing.guest_capacity ? `Up to ${listing.guest_capacity} guests` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

const STRETCHED_LINK =
  'after:absolute after:inset-0 after:z-10 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-champagne-600';

export function ListingCard({
  listing,
  variant = 'grid',
  imageLoading = 'lazy',
  fetchPriority,
  sizes,
  headingLevel = 3,
  showFeaturedBadge = true,
  footer,
  className,
}: ListingCardProps) {
  const Heading = `h${headingLevel}` as const;
  const compact = variant === 'compact';
  const facts = venueFacts(listing);
  const image = (
    <ListingImage
      source={listingCardImage(listing)}
      alt=""
      loading={imageLoading}
      fetchPriority={fetchPriority}
      sizes={sizes ?? (compact ? IMAGE_SIZES.previewCard : IMAGE_SIZES.listingCard)}
      className="transition-transform duration-700 ease-out group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
    />
  );
  const badge =
    showFeaturedBadge && listing.is_featured ? (
      <span className="absolute top-3 left-3 bg-ivory-50/95 px-2 py-1 text-label tracking-label text-ink uppercase">
        Featured
      </span>
    ) : null;

  if (compact) {
    return (
      <article
        className={cn(
          'group relative aspect-preview w-preview max-w-full overflow-hidden bg-ivory-200',
          className,
        )}
      >
        {image}
        {badge}
        <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink/85 via-ink/40 to-transparent px-4 pt-16 pb-4">
          {listing.category ? (
            <p className="text-label tracking-label text-champagne-200 uppercase">
              {listing.category.name}
            </p>
          ) : null}
          <Heading className="mt-1 font-display text-2xl leading-tight text-ivory-50">
            <Link to={listingPath(listing.url_name)} className={STRETCHED_LINK}>
              {listing.name}
            </Link>
          </Heading>
        </div>
      </article>
    );
  }

  return (
    <article className={cn('group relative flex flex-col', className)}>
      <div className="relative aspect-preview overflow-hidden bg-ivory-200">
        {image}
        {badge}
        <SaveButton
          kind="listing"
          id={listing.id}
          name={listing.name}
          variant="icon"
          className="absolute top-3 right-3"
        />
      </div>
      {listing.category ? (
        <p className="mt-4 text-label tracking-label text-champagne-700 uppercase">
          {listing.category.name}
        </p>
      ) : null}
      <Heading className="mt-1 font-display text-xl leading-snug text-ink md:text-2xl">
        <Link
          to={listingPath(listing.url_name)}
          className={cn(STRETCHED_LINK, 'decoration-champagne-400 group-hover:underline')}
        >
          {listing.name}
        </Link>
      </Heading>
      <p className="mt-1 text-sm text-ink-500">{listingPlace(listing)}</p>
      {facts ? <p className="mt-1 text-sm text-ink-700">{facts}</p> : null}
      {footer}
    </article>
  );
}
