/**
 * Rasterises the generated artwork (art.ts) into WebP files with sharp, with a content-addressed
 * disk cache under supabase/.temp/media-cache: a file is keyed by the exact render inputs (the
 * motif's SVG source, the ground, the size and the encoder settings), so a change to art.ts can
 * never serve a stale picture, and the second reset onwards skips the rendering.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { groundGrid, renderArtLayers, type ArtRequest, type Motif } from './art.ts';

/** SEED_MEDIA_CACHE=off renders everything afresh; any other value is a cache folder. */
const CACHE_DIR =
  process.env.SEED_MEDIA_CACHE && process.env.SEED_MEDIA_CACHE !== 'off'
    ? path.resolve(process.env.SEED_MEDIA_CACHE)
    : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.temp/media-cache');
const CACHE_ENABLED = process.env.SEED_MEDIA_CACHE !== 'off';
/** Bump when the encoder settings change, so old cache entries are not reused. */
const CACHE_VERSION = 'v3';
// smartSubsample would cost ~6x the encode time at 1600 px for no visible gain on soft artwork.
const WEBP = { quality: 80, effort: 2 } as const;
/** Share images (src/lib/share-image.ts) are JPEG, the one format every unfurler takes. */
const JPEG = { quality: 82, mozjpeg: true } as const;

// Two cores: one libvips thread per image, images in parallel from the caller's pool instead.
sharp.concurrency(1);
sharp.cache(false);

export interface Size {
  width: number;
  height: number;
}

/** A named output of one artwork: the file `<base>-<suffix>.webp` (`.jpg` for a JPEG). */
export interface Variant extends Size {
  suffix: string;
  format?: 'webp' | 'jpeg';
  /**
   * Render its own composition at this aspect ratio (portrait cards) instead of downscaling the
   * previous variant, so the motif stays centered whatever the crop.
   */
  compose?: boolean;
}

/**
 * The share siblings of every cover (posts and listings; src/lib/share-image.ts derives their
 * paths): `share`, 1200 x 630 for link previews, and `pin`, 2:3 for Pinterest, JPEG. Each is its
 * own composition, the motif at the centre, where a seeded cover's focal point is (50 %, 50 %).
 */
export const SHARE_VARIANTS: readonly Variant[] = [
  { suffix: 'share', width: 1200, height: 630, compose: true, format: 'jpeg' },
  { suffix: 'pin', width: 1000, height: 1500, compose: true, format: 'jpeg' },
];

/**
 * Cover images (posts, listings): a 1600 x 1000 master for heroes, 800 x 500 for cards in grids and
 * the post body, and a portrait 574 x 800 (2x the spec's 287 x 400 preview card).
 */
export const COVER_VARIANTS: readonly Variant[] = [
  { suffix: '1600', width: 1600, height: 1000, compose: true },
  { suffix: '800', width: 800, height: 500 },
  { suffix: 'card', width: 574, height: 800, compose: true },
  ...SHARE_VARIANTS,
];
export const BODY_IMAGE_VARIANTS: readonly Variant[] = [
  { suffix: '1200', width: 1200, height: 800, compose: true },
];
export const AVATAR_VARIANTS: readonly Variant[] = [
  { suffix: '256', width: 256, height: 256, compose: true },
];

async function cached(key: string, produce: () => Promise<Buffer>): Promise<Buffer> {
  if (!CACHE_ENABLED) return produce();
  const file = path.join(CACHE_DIR, `${createHash('sha1').update(key).digest('hex')}.webp`);
  const hit = await fs.readFile(file).catch(() => undefined);
  if (hit) return hit;
  const produced = await produce();
  await fs.mkdir(CACHE_DIR, { recursive: true });
  // Write then rename, so a concurrent reader never sees half a file.
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await fs.writeFile(temporary, produced);
  await fs.rename(temporary, file);
  return produced;
}

/**
 * The ground is sampled every GROUND_CELL pixels and enlarged by libvips with nearest-neighbor:
 * on these soft gradients one cell changes the color by well under one level, so the steps are
 * invisible, and it is about twice as fast as bilinear enlargement or per-pixel JavaScript.
 */
const GROUND_CELL = 4;

/** Renders one composition to raw RGB pixels at exactly the requested size. */
export async function renderComposition(request: ArtRequest): Promise<Raw> {
  const { width, height } = request;
  const layers = renderArtLayers(request);
  const grid = groundGrid(layers.ground, width, height, GROUND_CELL);
  const [pixels, motif] = await Promise.all([
    sharp(grid.data, { raw: { width: grid.width, height: grid.height, channels: 3 } })
      .resize(width, height, { fit: 'fill', kernel: 'nearest' })
      .raw()
      .toBuffer(),
    sharp(Buffer.from(layers.motif)).ensureAlpha().raw().toBuffer(),
  ]);
  // Straight (unpremultiplied) alpha "over" blend of the motif onto the opaque ground; cheaper
  // in JavaScript than libvips' composite, which works in floating point.
  for (let i = 0, j = 0; i < pixels.length; i += 3, j += 4) {
    const alpha = motif[j + 3]!;
    if (alpha === 0) continue;
    const a = alpha / 255;
    // Typed-array stores truncate, so + 0.5 rounds.
    pixels[i] = pixels[i]! + (motif[j]! - pixels[i]!) * a + 0.5;
    pixels[i + 1] = pixels[i + 1]! + (motif[j + 1]! - pixels[i + 1]!) * a + 0.5;
    pixels[i + 2] = pixels[i + 2]! + (motif[j + 2]! - pixels[i + 2]!) * a + 0.5;
  }
  return { data: pixels, info: { width, height, channels: 3 } };
}

export type Raw = { data: Buffer; info: { width: number; height: number; channels: 3 } };

export interface ArtSpec {
  motif: Motif;
  seed: string;
  palette?: string;
  frame?: boolean;
}

/**
 * Every variant of one artwork, as WebP buffers keyed by suffix. A `compose` variant (and the
 * first one) gets its own composition; the others are downscaled from the one before. Pixels are
 * rendered lazily, only when a variant misses the cache.
 */
export async function renderVariants(
  spec: ArtSpec,
  variants: readonly Variant[],
): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  let source: { key: string; pixels: () => Promise<Raw> } | undefined;
  for (const variant of variants) {
    const ownComposition = variant.compose === true || source === undefined;
    if (ownComposition) {
      const request: ArtRequest = { ...spec, width: variant.width, height: variant.height };
      // The key is the render's real input, computed cheaply from the SVG source (no pixels).
      const layers = renderArtLayers(request);
      const key = JSON.stringify([
        CACHE_VERSION,
        GROUND_CELL,
        WEBP,
        request.width,
        request.height,
        layers.ground,
        layers.motif,
      ]);
      let memo: Promise<Raw> | undefined;
      source = { key, pixels: () => (memo ??= renderComposition(request)) };
    }
    const from = source as { key: string; pixels: () => Promise<Raw> };
    const sized = ownComposition ? from.key : `${from.key}:${variant.width}x${variant.height}`;
    // A WebP's key is as before (the cache keeps its entries); a JPEG's names its encoder.
    const jpeg = variant.format === 'jpeg';
    const key = jpeg ? `${sized}:jpeg:${JSON.stringify(JPEG)}` : sized;
    const buffer = await cached(key, async () => {
      const raw = await from.pixels();
      const image = sharp(raw.data, { raw: raw.info });
      const resized = ownComposition
        ? image
        : image.resize(variant.width, variant.height, { fit: 'cover' });
      return (jpeg ? resized.jpeg(JPEG) : resized.webp(WEBP)).toBuffer();
    });
    out.set(variant.suffix, buffer);
  }
  return out;
}
