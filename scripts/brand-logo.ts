import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

/**
 * The raster logo search engines and the Article publisher's ImageObject ask for (schema.org
 * Organization `logo`): the site's mark (public/favicon.svg, drawn in paths, so no font on this
 * machine changes it) as a 512×512 PNG on ivory. Run again when the mark changes:
 * `node scripts/brand-logo.ts`.
 */
// As src/lib/schema-org.ts names them (scripts/lib/brand-logo.test.ts and src/site-function/pages.test.ts check them).
const LOGO_PATH = '/brand/logo-512.png';
const LOGO_SIZE_PX = 512;
const IVORY = '#faf7f2';

const svg = await readFile(new URL('../public/favicon.svg', import.meta.url));
const mark = await sharp(svg, { density: 1200 })
  .resize(Math.round(LOGO_SIZE_PX * 0.8))
  .png()
  .toBuffer();
await sharp({
  create: { width: LOGO_SIZE_PX, height: LOGO_SIZE_PX, channels: 3, background: IVORY },
})
  .composite([{ input: mark, gravity: 'center' }])
  .png({ compressionLevel: 9, palette: true })
  .toFile(new URL(`../public${LOGO_PATH}`, import.meta.url).pathname);
