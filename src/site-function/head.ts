/**
 * A page's head as the site function writes it into index.html: the same tags, with the same
 * values, as the page's own head component renders once React runs (src/components/page-meta.tsx,
 * src/features/listings/components/directory-head.tsx). React 19 adopts a static <title>, and any
 * <meta> or <link> whose attributes equal one it renders, instead of adding a second one. Every
 * other tag the edge wrote (image sizes, JSON-LD, breadcrumbs, a tag the page words otherwise)
 * carries `data-edge` and is dropped when the reader moves to another page (src/lib/edge-head.ts),
 * so the head never holds two of a kind, nor the last page's.
 *
 * Pure: strings in, a string out. Every value is escaped here, nowhere else.
 */

/** The attribute marking what the edge wrote into the head. */
export const EDGE_ATTRIBUTE = 'data-edge';

export type JsonLd = object;

export interface PageHead {
  /** The whole document title. */
  title: string;
  /** og:title and twitter:title (page-meta.tsx gives the title without the site's name). */
  shareTitle: string;
  description?: string;
  /** The canonical path (and query), made absolute with the request's origin. */
  canonicalPath?: string;
  /** The share image (src/lib/share-image.ts): an absolute URL (storage) or a site path. */
  image?: { url: string; width?: number; height?: number; alt?: string; type?: string };
  /** The 2:3 image Pinterest pins (`pin:media`), for stories and vendors with one. */
  pinImage?: string;
  type: 'website' | 'article';
  article?: { publishedTime?: string; modifiedTime?: string; section?: string; author?: string };
  /** Previews, signed-in areas, searches and missing pages. */
  noindex: boolean;
  /** The robots value the page's own head writes (`noindex, follow` or `noindex`). */
  robots?: string;
  jsonLd: JsonLd[];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value, safe in either place. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * JSON inside a <script> element: `<`, `>` and `&` as \u00xx so that no value can close the
 * element (the same rule as page-meta.tsx's serializeJsonLd).
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An absolute URL on `origin` for a site path; absolute URLs pass through. */
export function absoluteOn(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;
}

type Attributes = Record<string, string | number | undefined>;

/** A tag with escaped values, marked as the edge's (React compares only the values it renders). */
function tag(name: 'meta' | 'link', attributes: Attributes): string {
  const parts = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}="${escapeHtml(String(value))}"`);
  return `<${name} ${parts.join(' ')} ${EDGE_ATTRIBUTE}>`;
}

const meta = (key: 'name' | 'property', id: string, content: string | number | undefined) =>
  content === undefined || content === '' ? '' : tag('meta', { [key]: id, content });

/** The head's tags after <title>, one per line, in page-meta.tsx's order. */
export function headTags(head: PageHead, origin: string, siteName: string): string {
  const url = head.canonicalPath ? absoluteOn(origin, head.canonicalPath) : undefined;
  const image = head.image ? { ...head.image, url: absoluteOn(origin, head.image.url) } : undefined;
  const lines = [
    meta('name', 'description', head.description),
    url ? tag('link', { rel: 'canonical', href: url }) : '',
    head.noindex ? meta('name', 'robots', head.robots ?? 'noindex, follow') : '',
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.shareTitle),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image?.url),
    meta('property', 'og:image:type', image?.type),
    meta('property', 'og:image:width', image?.width),
    meta('property', 'og:image:height', image?.height),
    meta('property', 'og:image:alt', image?.alt),
    meta('property', 'article:published_time', head.article?.publishedTime),
    meta('property', 'article:modified_time', head.article?.modifiedTime),
    meta('property', 'article:section', head.article?.section),
    meta('property', 'article:author', head.article?.author),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.shareTitle),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image?.url),
    meta('name', 'twitter:image:alt', image?.alt),
    meta('property', 'pin:media', head.pinImage ? absoluteOn(origin, head.pinImage) : undefined),
    ...head.jsonLd.map(
      (data) => `<script type="application/ld+json" ${EDGE_ATTRIBUTE}>${scriptJson(data)}</script>`,
    ),
  ];
  return lines.filter(Boolean).join('\n    ');
}

const TITLE = /<title>[\s\S]*?<\/title>/i;

/**
 * index.html with `head` in place of the build's generic title, and `data` (the page's first-screen
 * answers, by request path) as a JSON data block, which the Content Security Policy does not
 * govern: it is never executed.
 */
export function pageHtml(
  html: string,
  head: PageHead,
  { origin, siteName, data }: { origin: string; siteName: string; data?: Record<string, unknown> },
): string {
  const tags = `<title>${escapeHtml(head.title)}</title>\n    ${headTags(head, origin, siteName)}`;
  let page = TITLE.test(html)
    ? html.replace(TITLE, () => tags)
    : html.replace(/<\/head>/i, () => `${tags}\n  </head>`);
  if (data && Object.keys(data).length > 0) {
    const block = `<script type="application/json" id="perfete-data">${scriptJson(data)}</script>`;
    // Before the first script of the body, so index.html's first-screen script finds it.
    page = page.replace(/<body([^>]*)>/i, (body) => `${body}\n    ${block}`);
  }
  return page;
}
