import type { ReactNode } from 'react';
import { IMAGE_SIZES } from '@/config/image-sizes';
import { DIRECTORY_EAGER_IMAGE_COUNT } from '@/config/site';
import { cn } from '@/lib/utils';
import type { ListingCardData } from '../lib/listing-columns';
import { ListingCard, type ListingCardProps } from './listing-card';

/**
 * THE grid of listing cards (2 columns on phones, 3 from md, 4 from lg), shared by /index,
 * /venues, 'more vendors' and the home search block.
 *
 * Loading: the first `eagerCount` cards (the first row at the widest grid; two rows on a phone)
 * load their images eagerly, the rest lazily. With `priority`, the first image is also fetched
 * with `fetchpriority="high"`: set it where the grid is the page's first screen (its largest
 * paint), leave it off below the fold.
 */
export interface ListingGridProps {
  listings: readonly ListingCardData[];
  /** Cards whose images load eagerly (default: one row of the widest grid). 0 = all lazy. */
  eagerCount?: number;
  /** The grid is the top of the page: the first image gets fetchpriority="high". */
  priority?: boolean;
  headingLevel?: ListingCardProps['headingLevel'];
  /** Names the list for assistive technology ('Vendors', 'Venues', …). */
  label: string;
  /** A card's footer (the availability on the couple's date). */
  footerFor?: (listingId: string) => ReactNode;
  className?: string;
}

export const GRID_IMAGE_SIZES = IMAGE_SIZES.listingGrid;

export function ListingGrid({
  listings,
  eagerCount = DIRECTORY_EAGER_IMAGE_COUNT,
  priority = false,
  headingLevel,
  label,
  footerFor,
  className,
}: ListingGridProps) {
  return (
    <ul
      aria-label={label}
      className={cn(
        'grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 md:gap-x-6 lg:grid-cols-4 lg:gap-y-14',
        className,
      )}
    >
      {listings.map((listing, index) => (
        <li key={listing.id}>
          <ListingCard
            listing={listing}
            imageLoading={index < eagerCount ? 'eager' : 'lazy'}
            fetchPriority={priority && index === 0 ? 'high' : undefined}
            sizes={GRID_IMAGE_SIZES}
            headingLevel={headingLevel}
            footer={footerFor?.(listing.id)}
          />
        </li>
      ))}
    </ul>
  );
}
