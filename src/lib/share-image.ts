import { mediaUrl } from '@/lib/media';

/**
 * The share images (issue #42; docs/decisions.md, "Share images"): what a link to a page shows
 * in an unfurler (`og:image`, `twitter:image`) and on Pinterest (`pin:media`). One module for both
 * sides: the site function's heads (src/site-function/pages.ts) and the pages' own head
 * components (page-meta.tsx, post-meta.tsx, directory-head.tsx) ask it the same question.
 *
 * - Every share image is a 1200 x 630 JPEG, the one size and format every unfurler takes.
 * - A cover (a post's featured or social image, a listing's `image_url`) stored as
 *   `<base>-<variant>.webp` has siblings made when it is saved (the seed: supabase/seed/images.ts):
 *   `<base>-share.jpg` (1200 x 630) and `<base>-pin.jpg` (1000 x 1500, 2:3), cropped at the
 *   focal point.
 * - Anything else (an upload from before the siblings, a URL elsewhere) has none, and the page
 *   shows the site card: never a guessed path that may not exist.
 */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const PIN_IMAGE_SIZE = { width: 1000, height: 1500 } as const;
export const SHARE_IMAGE_TYPE = 'image/jpeg';

export interface ShareImage {
  /** An absolute URL (storage) or a site path. */
  url: string;
  width: number;
  height: number;
  alt: string;
  type: typeof SHARE_IMAGE_TYPE;
}

/** The designed card of `/` and of every page without an image of its own (scripts/site-card.ts). */
export const SITE_CARD: ShareImage = {
  url: '/images/share/site-card.jpg',
  ...SHARE_IMAGE_SIZE,
  alt: 'Perféte — the wedding magazine and its invitation-only directory',
  type: SHARE_IMAGE_TYPE,
};

/**
 * The stored variants whose artwork has share siblings: posts' `-1600`/`-800`/`card`, listings'
 * `-1200`/`card`, and `-cover` (a cover saved with its siblings in the browser). An uploaded
 * file's stem is a time and 32 hex digits, never one of these; a URL (any scheme) or a site path
 * (`/images/…`) has none.
 */
const COVER_VARIANT = /^(?![a-z][a-z0-9+.-]*:|\/)([^?#]+)-(800|1200|1600|card|cover)\.webp$/i;

function siblingPath(cover: string | null | undefined, suffix: 'share' | 'pin'): string | null {
  if (!cover) return null;
  const match = COVER_VARIANT.exec(cover);
  return match ? `${match[1]}-${suffix}.jpg` : null;
}

/** The 1200 x 630 JPEG stored beside a cover, or null when the cover has none. */
export const shareSiblingPath = (cover: string | null | undefined) => siblingPath(cover, 'share');

/** The 2:3 JPEG for Pinterest stored beside a cover, or null when the cover has none. */
export const pinSiblingPath = (cover: string | null | undefined) => siblingPath(cover, 'pin');

/** A cover's share image (its sibling), else the site card. */
export function coverShareImage(cover: string | null | undefined, alt: string): ShareImage {
  const path = shareSiblingPath(cover);
  if (!path) return SITE_CARD;
  return { url: mediaUrl(path), ...SHARE_IMAGE_SIZE, alt, type: SHARE_IMAGE_TYPE };
}

/** A cover's Pinterest image, or undefined (Pinterest then takes og:image). */
export function coverPinImage(cover: string | null | undefined): string | undefined {
  const path = pinSiblingPath(cover);
  return path ? mediaUrl(path) : undefined;
}

/**
 * A list page's card (a section, the directory): the first of its items, in the page's order,
 * whose cover has a share sibling, else the site card.
 */
export function leadShareImage(
  items: readonly { cover: string | null | undefined; alt: string }[],
): ShareImage {
  const lead = items.find((item) => shareSiblingPath(item.cover) !== null);
  return lead ? coverShareImage(lead.cover, lead.alt) : SITE_CARD;
}
