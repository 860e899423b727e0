// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  codePoints,
  FONT_CACHE_DIR,
  FONT_FACES,
  FONT_SUBSETS,
  LATIN_RANGES,
  subsetFile,
  TEXT_RANGES,
  unicodeRange,
} from './fonts.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/**
 * ensureFontSubsets run by Node itself: harfbuzz and woff2 (WebAssembly) take Node's own byte
 * arrays, which the unit tests' DOM environment replaces.
 */
function ensureFontSubsets(root: string): string[] {
  const script = `const { ensureFontSubsets } = await import(${JSON.stringify(path.join(import.meta.dirname, 'fonts.ts'))});
    console.log(JSON.stringify(await ensureFontSubsets(${JSON.stringify(root)})));`;
  const output = execFileSync('node', ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').at(-1)!) as string[];
}

/** The @font-face rules of src/styles/fonts.css, as the declarations that matter here. */
function declaredFaces() {
  return [...read('src/styles/fonts.css').matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
    const value = (name: string) =>
      new RegExp(`${name}:\\s*([^;]+);`).exec(body!)?.[1]!.replace(/\s+/g, ' ').trim();
    return {
      family: value('font-family'),
      style: value('font-style'),
      weight: value('font-weight'),
      src: /url\('([^']+)'\)/.exec(body!)?.[1],
      range: value('unicode-range'),
    };
  });
}

describe('the font subsets', () => {
  it('split fontsource’s Latin between the two files, nothing twice and nothing printable lost', () => {
    const text = codePoints(TEXT_RANGES);
    const rest = codePoints(FONT_SUBSETS.rest());
    expect(text.filter((point) => rest.includes(point))).toEqual([]);
    const printable = codePoints(LATIN_RANGES).filter(
      (point) => point >= 0x20 && (point < 0x7f || point > 0x9f),
    );
    expect([...text, ...rest].sort((a, b) => a - b)).toEqual(printable);
    // What the magazine writes: its name, the places it covers, its punctuation.
    for (const character of 'PERFÉTE Perféte Château Villaseñor Niccolò São ’“”–—…×') {
      expect(text, character).toContain(character.codePointAt(0));
    }
    for (const character of 'ÅØæ¿«§½') expect(rest, character).toContain(character.codePointAt(0));
  });

  it('are what src/styles/fonts.css declares, face by face', () => {
    const expected = FONT_FACES.flatMap((face) =>
      Object.entries(FONT_SUBSETS).map(([subset, ranges]) => ({
        family: `'${face.family}'`,
        style: face.style,
        weight: `${face.weights.min} ${face.weights.max}`,
        src: `../../${subsetFile(face, subset as keyof typeof FONT_SUBSETS)}`,
        range: unicodeRange(ranges()),
      })),
    );
    expect(declaredFaces()).toEqual(expected);
  });

  it('index.html preloads the upright faces’ text files, which the first screen paints in', () => {
    const preloads = [...read('index.html').matchAll(/rel="preload"[^>]*?href="([^"]+\.woff2)"/g)];
    // From the site's root: the dev server serves index.html at every depth (/blog/…), where a
    // relative path would ask /blog/node_modules/… and get the page instead of the font.
    expect(preloads.map(([, href]) => href)).toEqual(
      FONT_FACES.filter((face) => face.style === 'normal').map(
        (face) => `/${subsetFile(face, 'text')}`,
      ),
    );
  });

  it('are made once, and made again when their source changes', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'perfete-fonts-'));
    try {
      writeFileSync(path.join(root, 'package.json'), '{"name":"fonts-test","private":true}');
      // The sources resolve from the project's own packages.
      mkdirSync(path.join(root, 'node_modules'), { recursive: true });
      const scope = '@fontsource-variable';
      symlinkSync(path.join(ROOT, 'node_modules', scope), path.join(root, 'node_modules', scope));
      const made = ensureFontSubsets(root);
      expect(made).toHaveLength(FONT_FACES.length * Object.keys(FONT_SUBSETS).length);
      for (const face of FONT_FACES) {
        const text = path.join(root, subsetFile(face, 'text'));
        const source = path.join(root, 'node_modules', face.source);
        expect(existsSync(text)).toBe(true);
        // woff2's signature, and smaller than the file it was cut from.
        expect(readFileSync(text).subarray(0, 4).toString('latin1')).toBe('wOF2');
        expect(statSync(text).size).toBeLessThan(statSync(source).size);
      }
      expect(ensureFontSubsets(root)).toEqual([]);
      // A key that no longer matches (a new source, other characters) makes that file again.
      const stale = path.join(root, subsetFile(FONT_FACES[0]!, 'rest'));
      writeFileSync(`${stale}.key`, 'stale');
      expect(ensureFontSubsets(root)).toEqual([stale]);
      expect(FONT_CACHE_DIR.startsWith('node_modules/')).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
