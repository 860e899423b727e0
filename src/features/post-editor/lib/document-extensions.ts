import type { Extensions } from '@tiptap/core';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Italic from '@tiptap/extension-italic';
import Link from '@tiptap/extension-link';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import { isSafeHref } from '@/features/posts';
import { ATOM_TYPES, BlockHeading, QuoteNode, atomNode } from './block-nodes';

/**
 * A link mark with one attribute, `href`, and only to a safe place (http(s), mailto, a site
 * path): Tiptap refuses any other href when HTML is pasted or a link is set, and the words
 * stay as plain text. Targets, classes and titles of pasted links are not kept.
 */
export const SafeLink = Link.extend({
  addAttributes() {
    return {
      href: { default: null, parseHTML: (element) => element.getAttribute('href') },
    };
  },
}).configure({
  openOnClick: false,
  autolink: false,
  linkOnPaste: true,
  isAllowedUri: (url) => isSafeHref(url),
  HTMLAttributes: { rel: 'noopener noreferrer', target: null, class: null },
});

/**
 * The document's schema and nothing more (no views, no menus): what `generateJSON` and the
 * tests use, and what the editor builds on. Only these nodes and marks exist.
 */
export function documentExtensions(): Extensions {
  return [...TEXT_EXTENSIONS, QuoteNode, ...ATOM_TYPES.map(atomNode)];
}

/** Everything but the quote and the atoms (which the editor gives views). */
export const TEXT_EXTENSIONS: Extensions = [
  Document,
  Paragraph,
  Text,
  HardBreak,
  BlockHeading,
  Bold,
  Italic,
  SafeLink,
];
