import type { ListingPageData } from '../api/get-listing';
import { LISTING_FACT_KEYS } from './listing-facts';

/**
 * The page's columns that approving a change copies onto the live row, as
 * `approve_listing_changes` does (the contact details are copied too, but no page shows them).
 * A column the change leaves out keeps its live value.
 */
const PAGE_COLUMNS = [
  'name',
  'description',
  'business_category_id',
  'city',
  'state',
  'country',
  'website',
  'instagram',
  'venue_type',
  'guest_capacity',
  'price_tier',
  ...LISTING_FACT_KEYS,
  'headshot_url',
  'image_url',
  'video_url',
] as const;

type Category = NonNullable<ListingPageData['category']>;
type ProposedPhoto = { url: string; alt: string };

/**
 * A live listing's page as it will be once its proposed change is approved: the proposed
 * columns over the live ones, the proposed gallery (in its order) in place of the live one. The
 * category comes from `categories` when the change moves the listing to another (null when not
 * found: the page then names none).
 */
export function applyListingChange(
  live: ListingPageData,
  changes: Record<string, unknown>,
  categories: readonly Category[] = [],
): ListingPageData {
  const next: Record<string, unknown> = { ...live };
  for (const column of PAGE_COLUMNS) if (column in changes) next[column] = changes[column];
  const proposed = next as ListingPageData;
  if (proposed.business_category_id !== live.business_category_id)
    proposed.category =
      categories.find((category) => category.id === proposed.business_category_id) ?? null;
  const photos = changes.photos as ProposedPhoto[] | undefined;
  if (photos) {
    const liveIds = new Map(live.photos.map((photo) => [photo.url, photo.id]));
    proposed.photos = photos.map(({ url, alt }, position) => ({
      id: liveIds.get(url) ?? url,
      url,
      alt,
      position,
    }));
  }
  return proposed;
}
