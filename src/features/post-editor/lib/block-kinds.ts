import type { AtomBlockType } from './block-nodes';

/** What the toolbar and the slash menu offer: every block the renderer knows. */
export type BlockKind =
  | { id: 'paragraph' | 'heading2' | 'heading3' | 'quote'; text: true }
  | { id: AtomBlockType; text: false };

export interface BlockKindInfo {
  kind: BlockKind;
  label: string;
  hint: string;
  /** Other words that find it in the slash menu. */
  keywords: readonly string[];
}

export const BLOCK_KINDS: readonly BlockKindInfo[] = [
  {
    kind: { id: 'paragraph', text: true },
    label: 'Paragraph',
    hint: 'Body text',
    keywords: ['text', 'p'],
  },
  {
    kind: { id: 'heading2', text: true },
    label: 'Heading 2',
    hint: 'A section',
    keywords: ['h2', 'title', 'section'],
  },
  {
    kind: { id: 'heading3', text: true },
    label: 'Heading 3',
    hint: 'A subsection',
    keywords: ['h3', 'subtitle', 'subsection'],
  },
  {
    kind: { id: 'quote', text: true },
    label: 'Quote',
    hint: 'Words someone said',
    keywords: ['blockquote', 'citation', 'pull'],
  },
  {
    kind: { id: 'image', text: false },
    label: 'Image',
    hint: 'One photo, with alt text and credit',
    keywords: ['photo', 'picture', 'img', 'upload'],
  },
  {
    kind: { id: 'gallery', text: false },
    label: 'Gallery',
    hint: 'Several photos, crediting vendors',
    keywords: ['photos', 'images', 'grid'],
  },
  {
    kind: { id: 'video', text: false },
    label: 'Video',
    hint: 'A film file with a poster',
    keywords: ['film', 'movie', 'mp4'],
  },
  {
    kind: { id: 'embed', text: false },
    label: 'Embed',
    hint: 'A YouTube or Vimeo film',
    keywords: ['youtube', 'vimeo', 'iframe'],
  },
  {
    kind: { id: 'divider', text: false },
    label: 'Divider',
    hint: 'A break between parts',
    keywords: ['hr', 'line', 'separator', 'rule'],
  },
  {
    kind: { id: 'vendor_credits', text: false },
    label: 'Vendor credits',
    hint: 'Who made the day, linked',
    keywords: ['vendors', 'credits', 'suppliers'],
  },
];

/** The name a block of this type is called by in labels ('Image', 'Vendor credits'). */
export function blockLabel(type: string): string {
  return BLOCK_KINDS.find(({ kind }) => kind.id === type)?.label ?? 'Block';
}

/** The kinds whose label or keywords start with what follows the slash. */
export function matchingKinds(query: string): readonly BlockKindInfo[] {
  const typed = query.trim().toLowerCase();
  if (!typed) return BLOCK_KINDS;
  return BLOCK_KINDS.filter(
    ({ label, keywords }) =>
      label
        .toLowerCase()
        .split(/\s+/)
        .some((word) => word.startsWith(typed)) ||
      label.toLowerCase().startsWith(typed) ||
      keywords.some((word) => word.startsWith(typed)),
  );
}
