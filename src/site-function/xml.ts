/**
 * XML for the sitemaps and feeds (./feeds.ts), written as strings: no XML library is a dependency,
 * and these documents are a few fixed shapes of element and text. Every value passes through
 * `xmlEscape`, here and nowhere else, so no title or address can break a document.
 */

// XML 1.0 refuses these characters even escaped; a hostile title must not break the feed.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text fit for an element's content or an attribute's value. */
export function xmlEscape(value: string): string {
  return value.replace(INVALID_XML_CHARS, '').replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
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

/** A database time as W3C Datetime in UTC (`2026-11-25T07:51:00.000Z`), however Postgres wrote it. */
export function isoTime(value: string): string | undefined {
  const normalized = value
    .trim()
    .replace(' ', 'T')
    .replace(/([+-]\d\d)$/, '$1:00');
  const time = new Date(normalized);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

/** A whole document: the declaration, then the lines. */
export function xmlDocument(lines: readonly string[]): string {
  return ['<?xml version="1.0" encoding="UTF-8"?>', ...lines.filter(Boolean), ''].join('\n');
}
