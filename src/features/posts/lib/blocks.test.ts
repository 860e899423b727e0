import { describe, expect, it } from 'vitest';
import { parseBlocks } from './blocks';

describe('parseBlocks (hostile documents)', () => {
  it('keeps well-formed blocks and drops the rest', () => {
    expect(
      parseBlocks([
        { type: 'paragraph', text: '  Kept  ' },
        { type: 'paragraph', text: 42 },
        { type: 'heading', text: 'H', level: 1 },
        { type: 'image', url: 'javascript:alert(1)', alt: 'x' },
        { type: 'image', url: '//evil.example/x.png', alt: 'x' },
        { type: 'image', url: 'data:image/svg+xml,<svg onload=alert(1)>', alt: 'x' },
        { type: 'video', url: 'demo/v.mp4', poster: 'javascript:alert(1)' },
        { type: 'gallery', images: [{ url: 'vbscript:msgbox', alt: 'x' }] },
        {
          type: 'vendor_credits',
          credits: [{ role: 'Venue', name: 'X', url_name: '../../admin' }],
        },
        null,
        'text',
        { type: '__proto__' },
      ]),
    ).toEqual([
      { type: 'paragraph', text: 'Kept' },
      { type: 'heading', text: 'H', level: 2 },
      { type: 'video', url: 'demo/v.mp4' },
    ]);
  });

  it('keeps bold, italic and safe links in spans, nothing else; the text follows the spans', () => {
    expect(
      parseBlocks([
        {
          type: 'paragraph',
          text: 'stale text',
          spans: [
            { text: '  Read ', bold: false },
            { text: 'this', bold: true, italic: 'yes', underline: true, style: 'color:red' },
            { text: ' and ', href: 'javascript:alert(1)' },
            { text: 'that', href: 'https://example.com/a', onclick: 'alert(1)' },
            { text: ', ', href: 'data:text/html,x' },
            { text: 'mail', href: 'mailto:desk@perfete.local' },
            { text: ' ', href: '//evil.example' },
            { text: 'home', href: '/blog?q=veil#top' },
            { text: '', bold: true },
            { text: 42 },
            { text: ' end ' },
            { text: '  ', href: 'vbscript:x' },
          ],
        },
      ]),
    ).toEqual([
      {
        type: 'paragraph',
        text: 'Read this and that, mail home end',
        spans: [
          { text: 'Read ' },
          { text: 'this', bold: true },
          { text: ' and ' },
          { text: 'that', href: 'https://example.com/a' },
          { text: ', ' },
          { text: 'mail', href: 'mailto:desk@perfete.local' },
          { text: ' ' },
          { text: 'home', href: '/blog?q=veil#top' },
          { text: ' end' },
        ],
      },
    ]);
  });

  it('drops spans that carry no mark, and blocks whose spans hold only spaces', () => {
    expect(
      parseBlocks([
        { type: 'paragraph', text: 'ignored', spans: [{ text: 'Plain ' }, { text: 'words' }] },
        { type: 'paragraph', text: 'x', spans: [{ text: '   ', bold: true }] },
        { type: 'paragraph', text: 'Old document, no spans' },
        { type: 'paragraph', text: 'Spans not a list', spans: 'x' },
        {
          type: 'quote',
          text: 'x',
          cite: 'Giulia',
          spans: [{ text: 'Yes', italic: true }, { text: '.' }],
        },
      ]),
    ).toEqual([
      { type: 'paragraph', text: 'Plain words' },
      { type: 'paragraph', text: 'Old document, no spans' },
      { type: 'paragraph', text: 'Spans not a list' },
      {
        type: 'quote',
        text: 'Yes.',
        cite: 'Giulia',
        spans: [{ text: 'Yes', italic: true }, { text: '.' }],
      },
    ]);
  });

  it('keeps focal points from 0 to 100 and image credits that name a listing', () => {
    expect(
      parseBlocks([
        { type: 'image', url: 'a.webp', alt: 'A', focal: { x: 12.4, y: 100 } },
        { type: 'image', url: 'b.webp', alt: 'B', focal: { x: -1, y: 50 } },
        { type: 'image', url: 'c.webp', alt: 'C', focal: { x: '50', y: 50 } },
        {
          type: 'gallery',
          images: [
            {
              url: 'd.webp',
              alt: 'D',
              focal: { x: 0, y: 0 },
              credits: [
                { role: 'Dress', name: 'Atelier Nove', url_name: 'atelier-nove' },
                { role: 'Shoes', name: 'Bad', url_name: 'javascript:alert(1)' },
                { role: '', name: 'No role', url_name: 'no-role' },
              ],
            },
            { url: 'e.webp', alt: 'E', focal: null, credits: 'x' },
          ],
        },
      ]),
    ).toEqual([
      { type: 'image', url: 'a.webp', alt: 'A', focal: { x: 12, y: 100 } },
      { type: 'image', url: 'b.webp', alt: 'B' },
      { type: 'image', url: 'c.webp', alt: 'C' },
      {
        type: 'gallery',
        images: [
          {
            url: 'd.webp',
            alt: 'D',
            focal: { x: 0, y: 0 },
            credits: [{ role: 'Dress', name: 'Atelier Nove', url_name: 'atelier-nove' }],
          },
          { url: 'e.webp', alt: 'E' },
        ],
      },
    ]);
  });

  it('is empty for anything but an array', () => {
    expect(parseBlocks({ type: 'paragraph', text: 'x' })).toEqual([]);
    expect(parseBlocks(null)).toEqual([]);
    expect(parseBlocks('[]')).toEqual([]);
  });
});
