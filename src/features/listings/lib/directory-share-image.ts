import { leadShareImage, type ShareImage } from '@/lib/share-image';

// Apart from listing-images.ts, which the home page's cards load before it paints.
type Featured = { name: string; image_url: string | null; venue_type?: string | null };

/**
 * The directory's share card (spec §7: the featured listings' image): the first featured listing
 * with a share image — for /venues a venue first — else the site card. The page's head and the
 * site function's (src/site-function/pages.ts) both call it with the same request's answer.
 */
export function directoryShareImage(featured: readonly Featured[], venues: boolean): ShareImage {
  const ordered = venues
    ? [...featured.filter((row) => row.venue_type), ...featured.filter((row) => !row.venue_type)]
    : featured;
  return leadShareImage(ordered.map((row) => ({ cover: row.image_url, alt: row.name })));
}
