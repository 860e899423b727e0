import { readFile } from 'node:fs/promises';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import type { Plugin } from 'vite';
import { renderMarkdown, type RenderedPage } from '../../src/features/content/lib/markdown.ts';

/**
 * The information pages (src/content/*.md) rendered when they are built, not on the reader's
 * phone: `import page from '/src/content/about.md?page'` is the page's front matter, sanitized
 * HTML and table of contents as data. Marked and DOMPurify (with a jsdom window, as DOMPurify
 * needs a DOM) run here, so /about's chunk is its words and nothing else; before, a phone spent
 * about 200 ms of Lighthouse's throttled CPU sanitizing the page at start (issue #30).
 */
const PAGE_QUERY = '?page';

let purify: ReturnType<typeof createDOMPurify> | undefined;

function sanitizeHtml(html: string): string {
  purify ??= createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  return purify.sanitize(html, { USE_PROFILES: { html: true } });
}

export function renderPage(source: string): RenderedPage {
  return renderMarkdown(source, sanitizeHtml);
}

export function markdownPages(): Plugin {
  return {
    name: 'perfete:markdown-pages',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(`.md${PAGE_QUERY}`)) return null;
      const file = id.slice(0, -PAGE_QUERY.length);
      this.addWatchFile(file);
      const page = renderPage(await readFile(file, 'utf8'));
      return { code: `export default ${JSON.stringify(page)};`, map: null };
    },
  };
}
