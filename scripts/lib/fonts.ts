import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * The site's web fonts, cut to what its text uses (docs/decisions.md, "Speed: the data-led pages'
 * first screen", its part on what the lead image shared the line with).
 *
 * @fontsource-variable ships each face's Latin as one variable file (Cormorant Garamond 37 KB,
 * Jost 26 KB with weights 100–900), with every Latin-1 symbol. This build splits each face into two
 * files, told apart by `unicode-range` in src/styles/fonts.css, so a browser downloads the second
 * only for a page that shows one of its characters:
 * - `text`: what the magazine's English is written in, with the names of the places and people it
 *   writes about (French, Spanish, Italian, Portuguese, German): ASCII, those accented letters,
 *   typographic quotes, dashes, the ellipsis;
 * - `rest`: every other character of fontsource's Latin range (Å, Ø, ¿, «, §, ½, …).
 * Both keep only the weights the site declares for the face (Cormorant 300–500 upright, 300–700
 * italic; Jost 400–700): a variable font carries its axis's whole range in every glyph. The files
 * are made from the installed packages when Vite starts (dev, build, preview's build) into
 * node_modules/.cache, and made again only when a source file, the characters or the recipe change.
 */
export const FONT_CACHE_DIR = 'node_modules/.cache/perfete-fonts';

export interface FontFace {
  /** The generated files' stem: `${name}-text.woff2`, `${name}-rest.woff2`. */
  name: string;
  family: string;
  style: 'normal' | 'italic';
  /** The installed file it is cut from. */
  source: string;
  /** The weights kept: those src/styles/fonts.css declares for the face (`font-weight`). */
  weights: { min: number; max: number };
}

export const FONT_FACES: readonly FontFace[] = [
  {
    name: 'cormorant-garamond-normal',
    family: 'Cormorant Garamond',
    style: 'normal',
    source:
      '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
    // Light, regular and medium set the magazine's headings; nothing upright is bolder.
    weights: { min: 300, max: 500 },
  },
  {
    name: 'cormorant-garamond-italic',
    family: 'Cormorant Garamond',
    style: 'italic',
    source:
      '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-italic.woff2',
    weights: { min: 300, max: 700 },
  },
  {
    name: 'jost-normal',
    family: 'Jost',
    style: 'normal',
    source: '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2',
    // Text, labels and buttons: 400 and 500, bold in a story's body. (Light is the display face's.)
    weights: { min: 400, max: 700 },
  },
];

type Range = readonly [first: number, last: number];

/** @fontsource's `latin` unicode-range: everything the source files cover. */
export const LATIN_RANGES: readonly Range[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/**
 * The `text` file's characters: ASCII; the accented letters of French, Spanish, Italian, Portuguese
 * and German (À–Ü, à–ü, ß, ÿ; not Å Æ Ø Ð Ý Þ, which go to `rest`); typographic punctuation; ‹ ›,
 * the carousels' buttons; × (close).
 */
export const TEXT_RANGES: readonly Range[] = [
  [0x0020, 0x007e],
  [0x00a0, 0x00a0], // no-break space
  [0x00a9, 0x00a9], // ©
  [0x00ae, 0x00ae], // ®
  [0x00b0, 0x00b0], // °
  [0x00b7, 0x00b7], // ·
  [0x00c0, 0x00c4], // À Á Â Ã Ä
  [0x00c7, 0x00cf], // Ç È É Ê Ë Ì Í Î Ï
  [0x00d1, 0x00d7], // Ñ Ò Ó Ô Õ Ö ×
  [0x00d9, 0x00dc], // Ù Ú Û Ü
  [0x00df, 0x00e4], // ß à á â ã ä
  [0x00e7, 0x00ef], // ç è é ê ë ì í î ï
  [0x00f1, 0x00f6], // ñ ò ó ô õ ö
  [0x00f9, 0x00fc], // ù ú û ü
  [0x00ff, 0x00ff], // ÿ
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2026, 0x2026], // …
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
];

export const codePoints = (ranges: readonly Range[]) =>
  ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i));

/** Control characters draw nothing: neither file lists them. */
const printable = (point: number) => point >= 0x20 && (point < 0x7f || point > 0x9f);

/** The `rest` file's characters: the Latin range without the text file's. */
export function restRanges(): Range[] {
  const text = new Set(codePoints(TEXT_RANGES));
  return toRanges(codePoints(LATIN_RANGES).filter((point) => printable(point) && !text.has(point)));
}

function toRanges(points: readonly number[]): Range[] {
  const ranges: [number, number][] = [];
  for (const point of [...points].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  return ranges;
}

const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');

/** A CSS `unicode-range` value: `U+0020-007E, U+00A0, …`. */
export function unicodeRange(ranges: readonly Range[]): string {
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}

export const FONT_SUBSETS = {
  text: () => TEXT_RANGES,
  rest: restRanges,
} as const;
export type FontSubset = keyof typeof FONT_SUBSETS;

/** Where a face's subset is written, relative to the project root. */
export const subsetFile = (face: FontFace, subset: FontSubset) =>
  `${FONT_CACHE_DIR}/${face.name}-${subset}.woff2`;

// Bump to remake every file when the way they are made changes (the inputs are hashed too).
const RECIPE_VERSION = 1;

/**
 * Writes every face's subsets under `root` (the project), skipping those already made from the
 * same source bytes, characters and weights. Returns the files it wrote.
 */
export async function ensureFontSubsets(root: string): Promise<string[]> {
  const require = createRequire(path.join(root, 'package.json'));
  const written: string[] = [];
  mkdirSync(path.join(root, FONT_CACHE_DIR), { recursive: true });
  for (const face of FONT_FACES) {
    const source = readFileSync(require.resolve(face.source));
    for (const [subset, ranges] of Object.entries(FONT_SUBSETS) as [FontSubset, () => Range[]][]) {
      const text = String.fromCodePoint(...codePoints(ranges()));
      const key = createHash('sha256')
        .update(`${RECIPE_VERSION}\0${JSON.stringify(face.weights)}\0${text}\0`)
        .update(source)
        .digest('hex');
      const file = path.join(root, subsetFile(face, subset));
      const keyFile = `${file}.key`;
      if (existsSync(file) && existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) {
        continue;
      }
      const woff2 = await subsetFont(source, text, {
        targetFormat: 'woff2',
        variationAxes: { wght: { ...face.weights } },
      });
      // Whole files only: a reader never sees half of one (dev and a build may start together).
      writeFileSync(`${file}.tmp`, woff2);
      renameSync(`${file}.tmp`, file);
      writeFileSync(keyFile, key);
      written.push(file);
    }
  }
  return written;
}

/** Makes the subsets before Vite reads src/styles/fonts.css or index.html. */
export function fontSubsets(): Plugin {
  return {
    name: 'perfete:font-subsets',
    async configResolved(config) {
      // Unit tests render no fonts.
      if (config.mode === 'test' || process.env.VITEST) return;
      const written = await ensureFontSubsets(config.root);
      if (written.length > 0) {
        config.logger.info(`[fonts] made ${written.length} subset file(s) in ${FONT_CACHE_DIR}`);
      }
    },
  };
}
