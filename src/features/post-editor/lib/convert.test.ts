import { Editor, generateJSON } from '@tiptap/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseBlocks } from '@/features/posts';
import { EVERY_BLOCK, shimLayout } from '../testing';
import { blocksToDoc, docToBlocks } from './convert';
import { documentExtensions } from './document-extensions';

beforeAll(shimLayout);

/** A real (view-less) editor with the schema: what it holds after loading `blocks`. */
function throughEditor(doc: ReturnType<typeof blocksToDoc>) {
  const editor = new Editor({ extensions: documentExtensions(), content: doc });
  const json = editor.getJSON();
  editor.destroy();
  return json;
}

const fromHtml = (html: string) => docToBlocks(generateJSON(html, documentExtensions()));

describe('blocksToDoc / docToBlocks', () => {
  it('round-trips every block type and mark, through the schema and parseBlocks', () => {
    expect(parseBlocks(EVERY_BLOCK)).toEqual(EVERY_BLOCK);
    const doc = blocksToDoc(EVERY_BLOCK);
    expect(docToBlocks(doc)).toEqual(EVERY_BLOCK);
    expect(docToBlocks(throughEditor(doc))).toEqual(EVERY_BLOCK);
    // And once more, from the saved JSON text.
    expect(parseBlocks(JSON.parse(JSON.stringify(docToBlocks(throughEditor(doc)))))).toEqual(
      EVERY_BLOCK,
    );
  });

  it('writes marks and line breaks as ProseMirror does', () => {
    expect(
      blocksToDoc([
        {
          type: 'paragraph',
          text: 'a b\nc',
          spans: [
            { text: 'a', bold: true },
            { text: ' b\nc', href: '/x' },
          ],
        },
      ]),
    ).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'a', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' b', marks: [{ type: 'link', attrs: { href: '/x' } }] },
            { type: 'hardBreak' },
            { type: 'text', text: 'c', marks: [{ type: 'link', attrs: { href: '/x' } }] },
          ],
        },
      ],
    });
  });

  it('an empty post is one empty paragraph, and saves as no blocks', () => {
    const doc = blocksToDoc([]);
    expect(doc).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(docToBlocks(throughEditor(doc))).toEqual([]);
  });

  it('saves only what parseBlocks keeps: empty text, media without a file, half-made credits', () => {
    expect(
      docToBlocks({
        type: 'doc',
        content: [
          { type: 'paragraph' },
          { type: 'paragraph', content: [{ type: 'text', text: '   ' }] },
          {
            type: 'image',
            attrs: { url: '', alt: 'Uploading', caption: '', credit: '', focal: null },
          },
          { type: 'gallery', attrs: { images: [], caption: 'Nothing yet' } },
          { type: 'embed', attrs: { url: 'https://evil.example/x', title: '', caption: '' } },
          {
            type: 'vendor_credits',
            attrs: {
              heading: '',
              credits: [
                { role: 'Venue', name: '', url_name: '' },
                { role: 'Flowers', name: 'Fiori di Campo', url_name: 'fiori-di-campo' },
              ],
            },
          },
          { type: 'unknown', content: [{ type: 'text', text: 'x' }] },
        ],
      }),
    ).toEqual([
      // An embed keeps its address (the renderer shows only allow-listed films).
      { type: 'embed', url: 'https://evil.example/x' },
      {
        type: 'vendor_credits',
        heading: 'The Vendors',
        credits: [{ role: 'Flowers', name: 'Fiori di Campo', url_name: 'fiori-di-campo' }],
      },
    ]);
  });
});

describe('pasted HTML goes through the schema', () => {
  it('keeps bold, italic and safe links; scripts, handlers, styles and iframes go', () => {
    expect(
      fromHtml(
        '<p onclick="alert(1)" style="color:red">Hello <b>bold</b> <i>it</i> <strong style="font-size:90px">strong</strong> <span style="font-weight:700">heavy</span> <a href="https://example.com/a" target="_blank" class="x" onmouseover="alert(1)">good</a><script>alert(1)</script></p>' +
          '<style>p{display:none}</style><iframe src="https://evil.example" srcdoc="<script>alert(1)</script>"></iframe>' +
          '<p>Site <a href="/index/x">vendor</a> and <a href="mailto:a@b.co">mail</a></p>',
      ),
    ).toEqual([
      {
        type: 'paragraph',
        text: 'Hello bold it strong heavy good',
        spans: [
          { text: 'Hello ' },
          { text: 'bold', bold: true },
          { text: ' ' },
          { text: 'it', italic: true },
          { text: ' ' },
          { text: 'strong', bold: true },
          { text: ' ' },
          { text: 'heavy', bold: true },
          { text: ' ' },
          { text: 'good', href: 'https://example.com/a' },
        ],
      },
      {
        type: 'paragraph',
        text: 'Site vendor and mail',
        spans: [
          { text: 'Site ' },
          { text: 'vendor', href: '/index/x' },
          { text: ' and ' },
          { text: 'mail', href: 'mailto:a@b.co' },
        ],
      },
    ]);
  });

  it('turns javascript:, data:, vbscript: and protocol-relative links into plain text', () => {
    expect(
      fromHtml(
        '<p><a href="javascript:alert(1)">one</a> <a href="JaVaScRiPt:alert(1)">two</a> <a href="data:text/html,<script>alert(1)</script>">three</a> <a href="vbscript:x">four</a> <a href="//evil.example">five</a> <a href=" javascript:alert(1)">six</a></p>',
      ),
    ).toEqual([{ type: 'paragraph', text: 'one two three four five six' }]);
  });

  it('drops images, SVG and objects from other sites, keeps the words around them', () => {
    expect(
      fromHtml(
        '<p>Before<img src="x" onerror="alert(1)"><img src="data:image/svg+xml,<svg onload=alert(1)>"> after</p><object data="x"></object><embed src="x"><svg onload="alert(1)"><text>svg words</text></svg><p>Last</p>',
      ),
    ).toEqual([
      { type: 'paragraph', text: 'Before after' },
      { type: 'paragraph', text: 'svg words' },
      { type: 'paragraph', text: 'Last' },
    ]);
  });

  it('maps headings to 2 and 3, lists and other blocks to paragraphs, without marks in headings', () => {
    expect(
      fromHtml(
        '<h1>Title <b>bold</b></h1><h4>Small</h4><ul><li>One</li><li>Two <em>it</em></li></ul><blockquote><p>Said <em>so</em></p></blockquote><div>Loose</div><table><tr><td>Cell</td></tr></table><hr>',
      ),
    ).toEqual([
      { type: 'heading', text: 'Title bold', level: 2 },
      { type: 'heading', text: 'Small', level: 3 },
      { type: 'paragraph', text: 'One' },
      {
        type: 'paragraph',
        text: 'Two it',
        spans: [{ text: 'Two ' }, { text: 'it', italic: true }],
      },
      { type: 'quote', text: 'Said so', spans: [{ text: 'Said ' }, { text: 'so', italic: true }] },
      { type: 'paragraph', text: 'Loose' },
      { type: 'paragraph', text: 'Cell' },
      { type: 'divider' },
    ]);
  });

  it('reads a copied media block back only through parseBlocks', () => {
    const image = (attrs: string, extra = '') =>
      fromHtml(`<div data-block="image" data-attrs='${attrs}' ${extra}></div>`);
    expect(image('{"url":"a.webp","alt":"A","focal":{"x":10,"y":20}}')).toEqual([
      { type: 'image', url: 'a.webp', alt: 'A', focal: { x: 10, y: 20 } },
    ]);
    expect(image('{"url":"javascript:alert(1)","alt":"A"}')).toEqual([]);
    expect(image('not json')).toEqual([]);
    // Other attributes of the element are never read as the block's fields.
    expect(image('{"url":"a.webp","alt":"A"}', 'url="javascript:alert(1)" alt="x"')).toEqual([
      { type: 'image', url: 'a.webp', alt: 'A' },
    ]);
  });
});
