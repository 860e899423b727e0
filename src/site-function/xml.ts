/**
 * XML for the sitemaps and feeds (./feeds.ts), written as strings: no XML library is a dependency,
 * and these documents are a few fixed shapes of element and text. Every value passes through
 * `xmlEscape`, here and nowhere else, so no title or address can break a document.
 */

import { isoDateTime } from '@/lib/schema-org';
import { escapeHtml } from './head';

// XML 1.0 refuses these characters even escaped; a hostile title must not break the feed.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/**
 * Text fit for an element's content or an attribute's value: the characters XML refuses removed,
 * then escaped as the heads escape HTML (`&#39;` for the apostrophe is XML too).
 */
export function xmlEscape(value: string): string {
  return escapeHtml(value.replace(INVALID_XML_CHARS, ''));
}

/** `<name>text</name>`, or nothing when there is no text. */
export function textElement(name: string, text: string | null | undefined): string {
  return text ? `<${name}>${xmlEscape(text)}</${name}>` : '';
}

/** `<name a="…" b="…"/>`, attributes escaped, undefined ones left out. */
export function emptyElement(name: string, attributes: Record<string, string | undefined>): string {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${xmlEscape(value)}"`)
    .join('');
  return `<${name}${written}/>`;
}

/** A database time as W3C Datetime in UTC (`2026-11-25T07:51:00Z`), or undefined if it is none. */
export function isoTime(value: string): string | undefined {
  const iso = isoDateTime(value);
  return Number.isNaN(Date.parse(iso)) ? undefined : iso;
}

/** A whole document: the declaration, then the lines. */
export function xmlDocument(lines: readonly string[]): string {
  return ['<?xml version="1.0" encoding="UTF-8"?>', ...lines.filter(Boolean), ''].join('\n');
}
