import type { ContentBlock } from '@/features/posts';

/**
 * For this feature's tests only: jsdom lays nothing out, and ProseMirror measures the caret
 * (coordsAtPos, scrollIntoView). These give it empty boxes.
 */
export function shimLayout(): void {
  const empty = () => ({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    bottom: 0,
    right: 0,
    width: 0,
    height: 0,
    toJSON: () => ({}),
  });
  const rects = () => Object.assign([] as unknown as DOMRectList, { item: () => null });
  Range.prototype.getBoundingClientRect = empty as () => DOMRect;
  Range.prototype.getClientRects = rects;
  Element.prototype.getClientRects = rects;
  document.elementFromPoint ??= () => null;
  // ProseMirror's pasteHTML makes a paste event; jsdom has no ClipboardEvent.
  globalThis.ClipboardEvent ??= class extends Event {
    readonly clipboardData = null;
  } as unknown as typeof ClipboardEvent;
}

/** A post with every block type and mark, as `parseBlocks` keeps it. */
export const EVERY_BLOCK: ContentBlock[] = [
  { type: 'heading', text: 'The Day', level: 2 },
  {
    type: 'paragraph',
    text: 'Under the olives, bold words, leaning ones, a link, a venue and a mail.\nA new line.',
    spans: [
      { text: 'Under the olives, ' },
      { text: 'bold words', bold: true },
      { text: ', ' },
      { text: 'leaning ones', italic: true },
      { text: ', ' },
      { text: 'a link', href: 'https://example.com/story' },
      { text: ', ' },
      { text: 'a venue', bold: true, italic: true, href: '/index/tenuta-bellandi' },
      { text: ' and ' },
      { text: 'a mail', href: 'mailto:desk@perfete.local' },
      { text: '.\nA new line.' },
    ],
  },
  { type: 'paragraph', text: 'Plain words.' },
  { type: 'heading', text: 'The Details', level: 3 },
  {
    type: 'image',
    url: 'editorial/posts/table.webp',
    alt: 'A long table under olive trees',
    caption: 'Dinner ran late.',
    credit: 'Bellandi Fotografia',
    focal: { x: 30, y: 70 },
  },
  {
    type: 'gallery',
    images: [
      {
        url: 'editorial/posts/dress.webp',
        alt: 'The dress',
        caption: 'Before the ceremony',
        focal: { x: 50, y: 20 },
        credits: [{ role: 'Dress', name: 'Atelier Nove', url_name: 'atelier-nove' }],
      },
      { url: 'https://cdn.example.com/flowers.jpg', alt: 'Sweet peas' },
    ],
    caption: 'Giulia and Ben, Lucca.',
  },
  {
    type: 'quote',
    text: 'We wanted people to feel looked after.',
    cite: 'Giulia',
    spans: [
      { text: 'We wanted people to ' },
      { text: 'feel', italic: true },
      { text: ' looked after.' },
    ],
  },
  { type: 'quote', text: 'Plain quote.' },
  {
    type: 'video',
    url: 'demo/videos/vineyard-arch.mp4',
    poster: 'demo/videos/vineyard-arch.webp',
    caption: 'A few moments.',
  },
  {
    type: 'embed',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    title: 'The first dance',
    caption: 'Filmed by Northlight.',
  },
  { type: 'divider' },
  {
    type: 'vendor_credits',
    heading: 'The Vendors',
    credits: [
      { role: 'Venue', name: 'Tenuta Bellandi', url_name: 'tenuta-bellandi' },
      { role: 'Flowers', name: 'Fiori di Campo', url_name: 'fiori-di-campo' },
    ],
  },
];
