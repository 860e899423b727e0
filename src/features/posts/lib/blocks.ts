import { SLUG_PATTERN } from '@/lib/slug';
import { isSafeHref, isSafeMediaRef } from './safe-url';

/**
 * The block editor's document (blog_posts.content_blocks): an array of `{ type, ... }` objects.
 * It is hostile input. `parseBlocks` keeps only blocks of a known type whose fields have the
 * right shapes, drops media whose URL is not a safe reference, and never passes markup on: every
 * text is rendered by React as text.
 *
 * Paragraphs and quotes may carry inline marks as `spans` beside their plain `text` (which stays,
 * for search, reading time and older readers): each span is a run of text that is bold, italic
 * and/or a link. Only those three marks exist, and a link only to a safe href (`isSafeHref`).
 *
 * The shapes are type aliases, not interfaces, so a document is a `Json` as it is (an interface
 * has no index signature) and goes into the row's column with no cast.
 */
export type Credit = {
  role: string;
  name: string;
  url_name: string;
};

/** Where the subject of a picture is, in percent from the left (x) and the top (y); crops keep it. */
export type FocalPoint = {
  x: number;
  y: number;
};

export type GalleryImage = {
  url: string;
  alt: string;
  caption?: string;
  focal?: FocalPoint;
  /** The vendors in this picture (the dress, the florist), linked to their directory pages. */
  credits?: Credit[];
};

/** A run of text with the same marks. Marks that are off are left out, never `false`. */
export type Span = {
  text: string;
  bold?: true;
  italic?: true;
  href?: string;
};

export type ContentBlock =
  | { type: 'paragraph'; text: string; spans?: Span[] }
  | { type: 'heading'; text: string; level: 2 | 3 }
  | {
      type: 'image';
      url: string;
      alt: string;
      caption?: string;
      credit?: string;
      focal?: FocalPoint;
    }
  | { type: 'gallery'; images: GalleryImage[]; caption?: string }
  | { type: 'quote'; text: string; cite?: string; spans?: Span[] }
  | { type: 'video'; url: string; poster?: string; caption?: string }
  | { type: 'embed'; url: string; caption?: string; title?: string }
  | { type: 'divider' }
  | { type: 'vendor_credits'; heading: string; credits: Credit[] };

export type BlockType = ContentBlock['type'];

export const VENDOR_CREDITS_HEADING = 'The Vendors';

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A non-empty trimmed string, or undefined. */
function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed.length > 0 ? trimmed : undefined;
}

/** Optional fields are left out rather than set to undefined. */
function optional<K extends string>(key: K, value: unknown): Partial<Record<K, string>> {
  const present = text(value);
  return present === undefined ? {} : ({ [key]: present } as Record<K, string>);
}

const percent = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100
    ? Math.round(value)
    : undefined;

/** `{ focal: { x, y } }` when both are numbers from 0 to 100 (rounded), else nothing. */
function focal(value: unknown): { focal?: FocalPoint } {
  if (!isObject(value)) return {};
  const x = percent(value.x);
  const y = percent(value.y);
  return x === undefined || y === undefined ? {} : { focal: { x, y } };
}

function credit(value: unknown): Credit | undefined {
  if (!isObject(value)) return undefined;
  const role = text(value.role);
  const name = text(value.name);
  const urlName = text(value.url_name);
  if (!role || !name || !urlName || !SLUG_PATTERN.test(urlName)) return undefined;
  return { role, name, url_name: urlName };
}

function credits(value: unknown): Credit[] {
  return Array.isArray(value) ? value.map(credit).filter((entry) => entry !== undefined) : [];
}

function galleryImage(value: unknown): GalleryImage | undefined {
  if (!isObject(value) || !isSafeMediaRef(value.url)) return undefined;
  const vendors = credits(value.credits);
  return {
    url: value.url,
    alt: text(value.alt) ?? '',
    ...optional('caption', value.caption),
    ...focal(value.focal),
    ...(vendors.length > 0 ? { credits: vendors } : {}),
  };
}

const sameMarks = (a: Span, b: Span) =>
  a.bold === b.bold && a.italic === b.italic && a.href === b.href;

function span(value: unknown): Span | undefined {
  if (!isObject(value) || typeof value.text !== 'string' || value.text.length === 0)
    return undefined;
  return {
    text: value.text,
    ...(value.bold === true ? { bold: true as const } : {}),
    ...(value.italic === true ? { italic: true as const } : {}),
    ...(isSafeHref(value.href) ? { href: value.href } : {}),
  };
}

/**
 * The text of a paragraph or quote. With valid `spans`, the text is theirs (joined, trimmed at
 * both ends) and `spans` stays only if some run has a mark; otherwise the plain `text` field.
 */
function markedText(value: Loose): { text: string; spans?: Span[] } | undefined {
  const runs = Array.isArray(value.spans)
    ? value.spans.map(span).filter((run) => run !== undefined)
    : [];
  if (runs.length === 0) {
    const body = text(value.text);
    return body ? { text: body } : undefined;
  }
  // Adjacent runs with the same marks are one run; the whole is trimmed like a plain text.
  const merged: Span[] = [];
  for (const run of runs) {
    const last = merged.at(-1);
    if (last && sameMarks(last, run))
      merged[merged.length - 1] = { ...last, text: last.text + run.text };
    else merged.push(run);
  }
  merged[0] = { ...merged[0]!, text: merged[0]!.text.trimStart() };
  merged[merged.length - 1] = {
    ...merged[merged.length - 1]!,
    text: merged[merged.length - 1]!.text.trimEnd(),
  };
  const kept = merged.filter((run) => run.text.length > 0);
  const body = kept.map((run) => run.text).join('');
  if (body.length === 0) return undefined;
  const marked = kept.some((run) => run.bold || run.italic || run.href);
  return marked ? { text: body, spans: kept } : { text: body };
}

function parseBlock(value: unknown): ContentBlock | undefined {
  if (!isObject(value)) return undefined;
  switch (value.type) {
    case 'paragraph': {
      const body = markedText(value);
      return body ? { type: 'paragraph', ...body } : undefined;
    }
    case 'heading': {
      const body = text(value.text);
      // The post title is the h1; a document heading is a section (2) or a subsection (3).
      return body ? { type: 'heading', text: body, level: value.level === 3 ? 3 : 2 } : undefined;
    }
    case 'image':
      if (!isSafeMediaRef(value.url)) return undefined;
      return {
        type: 'image',
        url: value.url,
        alt: text(value.alt) ?? '',
        ...optional('caption', value.caption),
        ...optional('credit', value.credit),
        ...focal(value.focal),
      };
    case 'gallery': {
      if (!Array.isArray(value.images)) return undefined;
      const images = value.images.map(galleryImage).filter((image) => image !== undefined);
      if (images.length === 0) return undefined;
      return { type: 'gallery', images, ...optional('caption', value.caption) };
    }
    case 'quote': {
      const body = markedText(value);
      if (!body) return undefined;
      const { text: words, spans } = body;
      return {
        type: 'quote',
        text: words,
        ...optional('cite', value.cite),
        ...(spans && { spans }),
      };
    }
    case 'video':
      if (!isSafeMediaRef(value.url)) return undefined;
      return {
        type: 'video',
        url: value.url,
        ...(isSafeMediaRef(value.poster) ? { poster: value.poster } : {}),
        ...optional('caption', value.caption),
      };
    case 'embed': {
      const url = text(value.url);
      if (!url) return undefined;
      return {
        type: 'embed',
        url,
        ...optional('caption', value.caption),
        ...optional('title', value.title),
      };
    }
    case 'divider':
      return { type: 'divider' };
    case 'vendor_credits': {
      const vendors = credits(value.credits);
      if (vendors.length === 0) return undefined;
      return {
        type: 'vendor_credits',
        heading: text(value.heading) ?? VENDOR_CREDITS_HEADING,
        credits: vendors,
      };
    }
    default:
      return undefined;
  }
}

/** The renderable blocks of a document; anything else (not an array, unknown types) is dropped. */
export function parseBlocks(document: unknown): ContentBlock[] {
  if (!Array.isArray(document)) return [];
  return document.map(parseBlock).filter((block) => block !== undefined);
}

/** The words a reader reads in these blocks (for the reading time). */
export function blocksText(blocks: readonly ContentBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'paragraph':
        case 'heading':
        case 'quote':
          return block.text;
        case 'image':
        case 'video':
        case 'embed':
        case 'gallery':
          return block.caption ?? '';
        default:
          return '';
      }
    })
    .join(' ');
}
