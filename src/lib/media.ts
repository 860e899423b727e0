import { getEnv } from '@/lib/env';

/** The public bucket that holds site media (seeded demo images and videos, uploads). */
export const MEDIA_BUCKET = 'media';

const ABSOLUTE_URL = /^https?:\/\//i;

/**
 * Cover images are stored as one artwork in several files, `<base>-<variant>.webp` (see
 * supabase/seed/images.ts): 1600 x 1000 and 800 x 500 landscape, and `card`, a 574 x 800 portrait.
 * Listing covers are `-1200` (1200 x 800) with the same `card`. Database fields hold one of those
 * paths; the helpers below derive its siblings.
 */
const LANDSCAPE_VARIANT_WIDTHS = [800, 1600] as const;
const VARIANT_PATH = /^(.*)-(800|1600|card)\.webp$/;
/** Covers with a 574 x 800 `card` sibling: posts (1600/800) and listings (1200). */
const PORTRAIT_SIBLING_PATH = /^(.*)-(800|1200|1600|card)\.webp$/;

/** Public URL of a storage object path, or the URL itself when the field already holds one. */
export function mediaUrl(pathOrUrl: string, options: { width?: number } = {}): string {
  if (ABSOLUTE_URL.test(pathOrUrl) || pathOrUrl.startsWith('/')) return pathOrUrl;
  let path = pathOrUrl.replace(/^\/+/, '');
  const variant = VARIANT_PATH.exec(path);
  if (variant && options.width !== undefined) {
    const fit = LANDSCAPE_VARIANT_WIDTHS.find((width) => width >= options.width!) ?? 1600;
    path = `${variant[1]}-${fit}.webp`;
  }
  const base = getEnv().supabaseUrl.replace(/\/+$/, '');
  return `${base}/storage/v1/object/public/${MEDIA_BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

export interface ResponsiveSource {
  src: string;
  /** Width descriptors when the stored path has known siblings; undefined otherwise. */
  srcSet?: string;
}

/** A landscape (16:10) image: `src` plus a `srcset` over the 800 and 1600 wide files. */
export function landscapeImage(pathOrUrl: string): ResponsiveSource {
  const variant = VARIANT_PATH.exec(pathOrUrl);
  if (!variant || ABSOLUTE_URL.test(pathOrUrl)) return { src: mediaUrl(pathOrUrl) };
  return {
    src: mediaUrl(`${variant[1]}-800.webp`),
    srcSet: LANDSCAPE_VARIANT_WIDTHS.map(
      (width) => `${mediaUrl(`${variant[1]}-${width}.webp`)} ${width}w`,
    ).join(', '),
  };
}

/** A portrait (287:400) image: the `card` sibling (574 x 800, 2x the preview card). */
export function portraitImage(pathOrUrl: string): ResponsiveSource {
  const variant = PORTRAIT_SIBLING_PATH.exec(pathOrUrl);
  if (!variant || ABSOLUTE_URL.test(pathOrUrl)) return { src: mediaUrl(pathOrUrl) };
  const card = mediaUrl(`${variant[1]}-card.webp`);
  return { src: card, srcSet: `${card} 574w` };
}
