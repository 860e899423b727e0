import { isSafeMediaRef } from './safe-url';

/**
 * The block editor's document (blog_posts.content_blocks): an array of `{ type, ... }` objects.
 * It is hostile input. `parseBlocks` keeps only blocks of a known type whose fields have the
 * right shapes, drops media whose URL is not a safe reference, and never passes markup on: every
 * text is rendered by React as text.
 */
export interface GalleryImage {
  url: string;
  alt: string;
  caption?: string;
}

export interface Credit {
  role: string;
  name: string;
  url_name: string;
}

export type ContentBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string; level: 2 | 3 }
  | { type: 'image'; url: string; alt: string; caption?: string; credit?: string }
  | { type: 'gallery'; images: GalleryImage[]; caption?: string }
  | { type: 'quote'; text: string; cite?: string }
  | { type: 'video'; url: string; poster?: string; caption?: string }
  | { type: 'embed'; url: string; caption?: string; title?: string }
  | { type: 'divider' }
  | { type: 'vendor_credits'; heading: string; credits: Credit[] };

export type BlockType = ContentBlock['type'];

export const VENDOR_CREDITS_HEADING = 'The Vendors';

const URL_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

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

function galleryImage(value: unknown): GalleryImage | undefined {
  if (!isObject(value) || !isSafeMediaRef(value.url)) return undefined;
  return { url: value.url, alt: text(value.alt) ?? '', ...optional('caption', value.caption) };
}

function credit(value: unknown): Credit | undefined {
  if (!isObject(value)) return undefined;
  const role = text(value.role);
  const name = text(value.name);
  const urlName = text(value.url_name);
  if (!role || !name || !urlName || !URL_NAME.test(urlName)) return undefined;
  return { role, name, url_name: urlName };
}

function parseBlock(value: unknown): ContentBlock | undefined {
  if (!isObject(value)) return undefined;
  switch (value.type) {
    case 'paragraph': {
      const body = text(value.text);
      return body ? { type: 'paragraph', text: body } : undefined;
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
      };
    case 'gallery': {
      if (!Array.isArray(value.images)) return undefined;
      const images = value.images.map(galleryImage).filter((image) => image !== undefined);
      if (images.length === 0) return undefined;
      return { type: 'gallery', images, ...optional('caption', value.caption) };
    }
    case 'quote': {
      const body = text(value.text);
      return body ? { type: 'quote', text: body, ...optional('cite', value.cite) } : undefined;
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
      if (!Array.isArray(value.credits)) return undefined;
      const credits = value.credits.map(credit).filter((entry) => entry !== undefined);
      if (credits.length === 0) return undefined;
      return {
        type: 'vendor_credits',
        heading: text(value.heading) ?? VENDOR_CREDITS_HEADING,
        credits,
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
