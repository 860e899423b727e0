import { Node, mergeAttributes } from '@tiptap/core';
import Heading from '@tiptap/extension-heading';
import { parseBlocks, type ContentBlock } from '@/features/posts';

/**
 * The editor's schema, node by node. It mirrors the document format of `parseBlocks` exactly:
 * paragraph (with bold, italic and link marks), heading 2/3 (plain text), quote (marks, a
 * `cite`), and six atoms whose fields are node attributes — image, gallery, video, embed,
 * divider, vendor credits. Nothing else exists, so pasted HTML can become nothing else.
 */

/** Node names are the block types, so the two formats read the same. */
export type AtomBlockType = Exclude<ContentBlock['type'], 'paragraph' | 'heading' | 'quote'>;

/** The attributes each atom holds, with the value a new (empty) block starts with. */
export const ATOM_DEFAULTS = {
  image: { url: '', alt: '', caption: '', credit: '', focal: null },
  gallery: { images: [], caption: '' },
  video: { url: '', poster: '', caption: '' },
  embed: { url: '', title: '', caption: '' },
  divider: {},
  vendor_credits: { heading: '', credits: [] },
} as const satisfies Record<AtomBlockType, Record<string, unknown>>;

export const ATOM_TYPES = Object.keys(ATOM_DEFAULTS) as AtomBlockType[];

/** Headings are sections (h2) and subsections (h3) of the post, whose title is the h1; no marks. */
export const BlockHeading = Heading.extend({
  content: 'text*',
  marks: '',
  parseHTML() {
    return [
      { tag: 'h1', attrs: { level: 2 } },
      { tag: 'h2', attrs: { level: 2 } },
      { tag: 'h3', attrs: { level: 3 } },
      { tag: 'h4', attrs: { level: 3 } },
      { tag: 'h5', attrs: { level: 3 } },
      { tag: 'h6', attrs: { level: 3 } },
    ];
  },
}).configure({ levels: [2, 3] });

const QUOTE_BLOCKS = 'p, div, li, h1, h2, h3, h4, h5, h6, blockquote';

/** A pulled quote: words with marks, and who said them (`cite`, edited in its node view). */
export const QuoteNode = Node.create({
  name: 'quote',
  group: 'block',
  content: 'inline*',
  defining: true,
  addAttributes() {
    return {
      cite: {
        default: '',
        parseHTML: (element) => element.getAttribute('data-cite') ?? '',
        renderHTML: (attributes) =>
          attributes.cite ? { 'data-cite': String(attributes.cite) } : {},
      },
    };
  },
  parseHTML() {
    return [
      // A quote of plain words; one made of paragraphs (as most pages write it) is a quote per
      // paragraph, since a quote holds text, not blocks.
      {
        tag: 'blockquote',
        getAttrs: (element) => (element.querySelector(QUOTE_BLOCKS) ? false : null),
      },
      { tag: 'blockquote p', priority: 60 },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['blockquote', mergeAttributes(HTMLAttributes), 0];
  },
});

/**
 * The attributes of a pasted or dropped atom, read from its `data-attrs` JSON and checked by
 * `parseBlocks` — the same rules as a saved document: an unsafe URL means no block at all.
 */
function pastedAttrs(type: AtomBlockType, element: HTMLElement): Record<string, unknown> | false {
  let raw: unknown;
  try {
    raw = JSON.parse(element.getAttribute('data-attrs') ?? '{}');
  } catch {
    return false;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return false;
  const [block] = parseBlocks([{ ...raw, type }]);
  if (!block) return false;
  const { type: _type, ...fields } = block;
  return { ...ATOM_DEFAULTS[type], ...fields };
}

/**
 * An atom block: selectable as a whole, its fields in attributes. Its HTML (the clipboard's
 * copy) is `<div data-block="image" data-attrs="{…}">`; reading it back goes through
 * `pastedAttrs`. Attributes are never read from other HTML attributes (`parseHTML: null`).
 */
export function atomNode(type: AtomBlockType) {
  const defaults: Record<string, unknown> = ATOM_DEFAULTS[type];
  return Node.create({
    name: type,
    group: 'block',
    atom: true,
    selectable: true,
    draggable: false,
    addAttributes() {
      return Object.fromEntries(
        Object.entries(defaults).map(([name, value]) => [
          name,
          { default: value, rendered: false, parseHTML: () => null },
        ]),
      );
    },
    parseHTML() {
      return [
        {
          tag: `div[data-block="${type}"]`,
          getAttrs: (element) => pastedAttrs(type, element),
        },
        ...(type === 'divider' ? [{ tag: 'hr' }] : []),
      ];
    },
    renderHTML({ node }) {
      return ['div', { 'data-block': type, 'data-attrs': JSON.stringify(node.attrs) }];
    },
  });
}
