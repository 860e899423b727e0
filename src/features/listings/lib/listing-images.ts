import { PLACEHOLDER_IMAGE_PATH, PLACEHOLDER_PREVIEW_IMAGE_PATH } from '@/config/site';
import { mediaUrl } from '@/lib/media';

/**
 * Listing media (supabase/seed/build-listings.ts): `image_url` is a cover stored as
 * `<base>-1200.webp` (1200 x 800) beside a portrait `<base>-card.webp` (574 x 800, twice the
 * spec's 287 x 400 preview card); `headshot_url` is square (600 x 600); gallery photos are 3:2
 * (960 x 640). Fields may also hold a full URL (an upload elsewhere): used as they are.
 * Every image gets width and height (no layout shift) and, where siblings exist, a srcset.
 */
export interface ImageSource {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
}

export const CARD_IMAGE_SIZE = { width: 574, height: 800 } as const;
export const COVER_IMAGE_SIZE = { width: 1200, height: 800 } as const;
export const HEADSHOT_IMAGE_SIZE = { width: 600, height: 600 } as const;
export const GALLERY_IMAGE_SIZE = { width: 960, height: 640 } as const;
const PLACEHOLDER_PREVIEW_SIZE = { width: 287, height: 400 } as const;
const PLACEHOLDER_COVER_SIZE = { width: 1600, height: 1000 } as const;

const VARIANT = /^(.*)-(\d+|card)\.webp$/;
const ABSOLUTE = /^https?:\/\//i;

/** The stored path's sibling with another suffix, or null for a URL or an unknown shape. */
function sibling(pathOrUrl: string, suffix: string): string | null {
  if (ABSOLUTE.test(pathOrUrl)) return null;
  const match = VARIANT.exec(pathOrUrl);
  return match ? `${match[1]}-${suffix}.webp` : null;
}

type WithImages = { image_url: string | null; headshot_url: string | null };

/** The card's portrait: the cover's card crop, else the headshot, else the placeholder. */
export function listingCardImage(listing: WithImages): ImageSource {
  if (listing.image_url) {
    const card = sibling(listing.image_url, 'card');
    if (card) {
      const src = mediaUrl(card);
      return { src, srcSet: `${src} ${CARD_IMAGE_SIZE.width}w`, ...CARD_IMAGE_SIZE };
    }
    return { src: mediaUrl(listing.image_url), ...CARD_IMAGE_SIZE };
  }
  if (listing.headshot_url) return { src: mediaUrl(listing.headshot_url), ...HEADSHOT_IMAGE_SIZE };
  return { src: PLACEHOLDER_PREVIEW_IMAGE_PATH, ...PLACEHOLDER_PREVIEW_SIZE };
}

/** The landscape cover (vendor hero on wide screens, share image), else the headshot. */
export function listingCoverImage(listing: WithImages): ImageSource {
  if (listing.image_url) return { src: mediaUrl(listing.image_url), ...COVER_IMAGE_SIZE };
  if (listing.headshot_url) return { src: mediaUrl(listing.headshot_url), ...HEADSHOT_IMAGE_SIZE };
  return { src: PLACEHOLDER_IMAGE_PATH, ...PLACEHOLDER_COVER_SIZE };
}

/** The portrait crop for narrow screens (art direction in the hero), when there is one. */
export function listingPortraitImage(listing: WithImages): ImageSource | null {
  const card = listing.image_url ? sibling(listing.image_url, 'card') : null;
  return card ? { src: mediaUrl(card), ...CARD_IMAGE_SIZE } : null;
}

export function headshotImage(headshotUrl: string): ImageSource {
  return { src: mediaUrl(headshotUrl), ...HEADSHOT_IMAGE_SIZE };
}

export function galleryImage(url: string): ImageSource {
  return { src: mediaUrl(url), ...GALLERY_IMAGE_SIZE };
}
