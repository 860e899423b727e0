import createPica, { type Pica } from 'pica';

/** A point in a picture, in percent across and down (a post's focal point). */
export interface Focal {
  x: number;
  y: number;
}

type Size = { width: number; height: number };

/**
 * The part of a `source` picture that fills a `target` frame, as CSS `object-fit: cover` with
 * `object-position: x% y%` shows it (the cards' crop, src/features/posts/components/post-image.tsx):
 * the largest region of the target's shape, placed so the focal point's percentages hold.
 */
export function coverCrop(source: Size, target: Size, focal: Focal = { x: 50, y: 50 }) {
  const scale = Math.min(source.width / target.width, source.height / target.height);
  const width = Math.min(source.width, Math.round(target.width * scale));
  const height = Math.min(source.height, Math.round(target.height * scale));
  const clamp = (value: number) => Math.min(100, Math.max(0, value)) / 100;
  return {
    x: Math.round((source.width - width) * clamp(focal.x)),
    y: Math.round((source.height - height) * clamp(focal.y)),
    width,
    height,
  };
}

/**
 * The sizes of src/lib/share-image.ts's SHARE_IMAGE_SIZE and PIN_IMAGE_SIZE (a test holds them
 * equal), written here so the admin's chunk does not share that module with the public pages':
 * a chunk of its own cost the first paint's route table a name (over the size budget).
 */
export const SIBLING_SIZES = {
  share: { width: 1200, height: 630 },
  pin: { width: 1000, height: 1500 },
} as const;

let pica: Pica | undefined;

/** A post cover's stored sizes beside its 1600 wide file (src/lib/media.ts): 800 wide, and the card. */
const COVER_SIZES = {
  small: { width: 800 },
  card: { width: 574, height: 800 },
} as const;

async function cropped(
  bitmap: ImageBitmap,
  target: Size,
  focal: Focal,
  type: 'image/jpeg' | 'image/webp' = 'image/jpeg',
): Promise<Blob> {
  const crop = coverCrop(bitmap, target, focal);
  const region = await createImageBitmap(bitmap, crop.x, crop.y, crop.width, crop.height);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = target.width;
    canvas.height = target.height;
    pica ??= createPica();
    await pica.resize(region, canvas, {
      filter: 'lanczos3',
      unsharpAmount: 60,
      unsharpRadius: 0.6,
    });
    // JPEG for the share images: the one format every unfurler takes (docs/decisions.md, "Share
    // images"); WebP for the page's own sizes, as the seed stores them.
    return await pica.toBlob(canvas, type, 0.85);
  } finally {
    region.close();
  }
}

export interface CoverSiblings {
  /** 1200 x 630 JPEG: link previews. */
  share: Blob;
  /** 1000 x 1500 JPEG: Pinterest. */
  pin: Blob;
  /** 800 wide WebP, the whole picture: the srcset's smaller file (phones). */
  small: Blob;
  /** 574 x 800 WebP: the portrait card (menus' preview cards). */
  card: Blob;
}

/**
 * A cover's siblings, made in the browser when it is saved, as the seed makes them for the demo
 * covers (supabase/seed/images.ts): the share images (src/lib/share-image.ts), 1200 x 630 for link
 * previews and 2:3 for Pinterest, JPEG; and the page's own smaller sizes, 800 wide and the 574 x
 * 800 card, WebP. All cropped at the focal point (the whole picture for the 800 wide one).
 */
export async function makeCoverSiblings(
  file: Blob,
  focal: Focal = { x: 50, y: 50 },
): Promise<CoverSiblings> {
  const bitmap = await createImageBitmap(file);
  try {
    const share = await cropped(bitmap, SIBLING_SIZES.share, focal);
    const pin = await cropped(bitmap, SIBLING_SIZES.pin, focal);
    // Never larger than the picture: a small upload keeps its own width.
    const width = Math.min(COVER_SIZES.small.width, bitmap.width);
    const height = Math.max(1, Math.round((bitmap.height * width) / bitmap.width));
    const small = await cropped(bitmap, { width, height }, focal, 'image/webp');
    const card = await cropped(bitmap, COVER_SIZES.card, focal, 'image/webp');
    return { share, pin, small, card };
  } finally {
    bitmap.close();
  }
}
