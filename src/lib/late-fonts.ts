/**
 * The preloaded faces are `font-display: optional` (src/styles/fonts.css): on a first visit where
 * one arrives after the first paint, the browser keeps the fallback for the rest of that document
 * rather than reflowing the page under the reader. In a single-page app that document is the whole
 * visit, so the magazine would be read in a fallback sans until a reload.
 *
 * At the first page change a reader starts, this adds the same files again as `swap` faces (added
 * faces come after the stylesheet's, so they win): by then the files are in the cache, and a page
 * that changes right after a click is expected to move. When the optional face was in use already,
 * the added one draws the same glyphs and nothing changes.
 */

const restored = new WeakSet<Document>();

/** `"Cormorant Garamond"` as the stylesheet's FontFace reports it, without the quotes. */
const unquote = (family: string) => family.replace(/^["']|["']$/g, '');

/** Adds the preloaded faces again as `swap` faces, once per document; returns how many. */
export function restoreLateFonts(doc: Document = document): number {
  if (restored.has(doc) || !('fonts' in doc) || typeof FontFace === 'undefined') return 0;
  restored.add(doc);
  const links = doc.querySelectorAll<HTMLLinkElement>(
    'link[rel="preload"][as="font"][data-family]',
  );
  const optionalFaces = [...doc.fonts].filter((face) => face.display === 'optional');
  let added = 0;
  for (const link of links) {
    const family = link.dataset.family;
    for (const face of optionalFaces) {
      if (unquote(face.family) !== family) continue;
      const again = new FontFace(family, `url("${link.href}") format("woff2")`, {
        style: face.style,
        weight: face.weight,
        unicodeRange: face.unicodeRange,
        display: 'swap',
      });
      doc.fonts.add(again);
      // A failed load leaves the fallback, as before.
      again.load().catch(() => undefined);
      added += 1;
    }
  }
  return added;
}
