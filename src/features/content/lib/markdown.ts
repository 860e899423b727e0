import { Marked, type Tokens } from 'marked';

/** What a content file declares in its front matter. */
export interface PageFrontMatter {
  title: string;
  eyebrow: string;
  description: string;
  /** ISO date of the last revision (policies). */
  updated?: string;
}

export interface RenderedPage {
  meta: PageFrontMatter;
  html: string;
  /** The page's sections (h2), for a table of contents. */
  toc: { id: string; text: string }[];
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits `key: value` front matter from the body. Title, eyebrow and description are required. */
export function parseFrontMatter(source: string): { meta: PageFrontMatter; body: string } {
  const match = FRONT_MATTER.exec(source);
  const fields = new Map<string, string>();
  for (const line of match?.[1]?.split(/\r?\n/) ?? []) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const title = fields.get('title');
  const eyebrow = fields.get('eyebrow');
  const description = fields.get('description');
  if (!title || !eyebrow || !description) {
    throw new Error('A content file needs title, eyebrow and description front matter');
  }
  const updated = fields.get('updated');
  return {
    meta: { title, eyebrow, description, ...(updated ? { updated } : {}) },
    body: match ? source.slice(match[0].length) : source,
  };
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&[a-z]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Turns HTML into HTML safe for innerHTML (DOMPurify, given a window). */
export type Sanitize = (html: string) => string;

/**
 * Markdown → HTML with `marked`, h2s given ids for the table of contents, then the sanitizer: the
 * files are ours, but nothing reaches innerHTML unsanitized. This runs at build time
 * (scripts/lib/markdown-pages.ts renders each src/content file into its chunk), so a reader's
 * phone spends nothing on Markdown or sanitizing.
 */
export function renderMarkdown(source: string, sanitize: Sanitize): RenderedPage {
  const { meta, body } = parseFrontMatter(source);
  const toc: RenderedPage['toc'] = [];
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading(token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const id = slugify(token.text);
        if (token.depth === 2) toc.push({ id, text: token.text });
        return `<h${token.depth} id="${id}">${inner}</h${token.depth}>\n`;
      },
    },
  });
  const html = sanitize(marked.parse(body) as string);
  return { meta, html, toc };
}
