/**
 * Draws the site's share card, `public/images/share/site-card.jpg` (1200 x 630 JPEG): the
 * wordmark in Cormorant Garamond on the house palette (tailwind.config.ts), the card of `/` and
 * of every page without an image of its own (src/lib/share-image.ts).
 *
 * Run by hand when the design changes (`npx node scripts/site-card.ts`); its output is committed,
 * so the build needs neither sharp nor the fonts (docs/decisions.md, "Share images").
 *
 * The text is SVG `<text>`, rasterised by sharp's librsvg, which finds fonts through fontconfig:
 * the site's own woff2 files, cut to the card's characters as TrueType, go in a scratch folder that a fontconfig file
 * names, set before sharp loads.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'public/images/share/site-card.jpg');
const FONTS = [
  '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
  '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-italic.woff2',
  '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2',
];
const WIDTH = 1200;
const HEIGHT = 630;
/** tailwind.config.ts */
const COLOR = {
  ivory50: '#fdfbf7',
  ivory200: '#f0e9dc',
  ink: '#1c1917',
  ink700: '#3d3631',
  champagne400: '#cdab68',
  champagne700: '#7a602f',
};

const EYEBROW = 'THE WEDDING MAGAZINE · THE DIRECTORY';
const WORDMARK = 'Perféte';
const LINE = 'Real weddings, bridal fashion and the artists behind them';
const CARD_TEXT = EYEBROW + WORDMARK + LINE;

async function installFonts(): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'perfete-card-fonts-'));
  for (const font of FONTS) {
    const woff2 = await fs.readFile(path.join(ROOT, 'node_modules', font));
    await fs.writeFile(
      path.join(dir, path.basename(font, '.woff2') + '.ttf'),
      // subset-font (harfbuzz) writes TrueType, which fontconfig reads.
      await subsetFont(woff2, CARD_TEXT, { targetFormat: 'truetype' }),
    );
  }
  const config = path.join(dir, 'fonts.conf');
  await fs.writeFile(
    config,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><dir>${dir}</dir><cachedir>${dir}/cache</cachedir></fontconfig>`,
  );
  process.env.FONTCONFIG_FILE = config;
}

/** The card: ivory paper, a champagne double rule, the wordmark, the magazine's line. */
export function siteCardSvg(): string {
  const cx = WIDTH / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <radialGradient id="paper" cx="50%" cy="45%" r="75%">
      <stop offset="0" stop-color="${COLOR.ivory50}"/>
      <stop offset="1" stop-color="${COLOR.ivory200}"/>
    </radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#paper)"/>
  <rect x="36" y="36" width="${WIDTH - 72}" height="${HEIGHT - 72}" fill="none" stroke="${COLOR.champagne400}" stroke-width="2"/>
  <rect x="48" y="48" width="${WIDTH - 96}" height="${HEIGHT - 96}" fill="none" stroke="${COLOR.champagne400}" stroke-width="0.75"/>
  <text x="${cx}" y="196" text-anchor="middle" font-family="Jost" font-weight="500" font-size="22" letter-spacing="7" fill="${COLOR.champagne700}">${EYEBROW}</text>
  <text x="${cx}" y="358" text-anchor="middle" font-family="Cormorant Garamond Light" font-weight="500" font-size="188" fill="${COLOR.ink}">${WORDMARK}</text>
  <line x1="${cx - 48}" y1="410" x2="${cx + 48}" y2="410" stroke="${COLOR.champagne400}" stroke-width="1.5"/>
  <text x="${cx}" y="468" text-anchor="middle" font-family="Cormorant Garamond Light" font-style="italic" font-weight="400" font-size="38" fill="${COLOR.ink700}">${LINE}</text>
</svg>`;
}

async function main(): Promise<void> {
  await installFonts();
  // Loaded after FONTCONFIG_FILE is set: libvips reads fontconfig's settings once.
  const { default: sharp } = await import('sharp');
  const jpeg = await sharp(Buffer.from(siteCardSvg()))
    .flatten({ background: COLOR.ivory50 })
    .jpeg({ quality: 88, mozjpeg: true, chromaSubsampling: '4:4:4' })
    .toBuffer();
  await fs.mkdir(path.dirname(OUT), { recursive: true });
  await fs.writeFile(OUT, jpeg);
  console.log(`${path.relative(ROOT, OUT)}: ${WIDTH} x ${HEIGHT}, ${jpeg.byteLength} bytes`);
}

await main();
