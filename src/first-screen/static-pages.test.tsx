import { describe, expect, it } from 'vitest';
import { firstScreenOf, knownPaths } from './static-pages';

describe('firstScreenOf', () => {
  const paragraph = (n: number) => `<p>${'word '.repeat(40)}${n}</p>`;

  it('keeps whole blocks up to about a screen of text, then closes what is open', () => {
    const page = `<article><header><h1>About</h1></header><div>${[1, 2, 3, 4, 5, 6, 7, 8]
      .map(paragraph)
      .join('')}</div></article>`;
    const cut = firstScreenOf(page, 450);
    expect(cut).toBe(
      `<article><header><h1>About</h1></header><div>${[1, 2, 3]
        .map(paragraph)
        .join('')}</div></article>`,
    );
  });

  it('never cuts inside a paragraph, stops before a form, and drops head tags', () => {
    const page =
      '<title>T</title><meta name="description" content="d"/><h1>Contact</h1>' +
      `<p>${'word '.repeat(300)}<a href="/x">link</a> and more</p><form><input/></form>`;
    const cut = firstScreenOf(page, 100);
    expect(cut).toBe(`<h1>Contact</h1><p>${'word '.repeat(300)}<a href="/x">link</a> and more</p>`);
    expect(firstScreenOf('<section><h1>Write</h1><form><label>Name</label></form></section>')).toBe(
      '<section><h1>Write</h1></section>',
    );
  });
});

describe('knownPaths', () => {
  it('matches every path of the route table, nested and with parameters, and no other', () => {
    const known = new RegExp(
      knownPaths([
        {
          children: [
            { index: true },
            { path: '/about' },
            { path: '/index/:urlName' },
            { children: [{ path: '/admin/blog/:id?' }] },
            { path: '*' },
          ],
        },
      ]),
    );
    for (const path of ['/', '/about', '/index/tenuta', '/admin/blog', '/admin/blog/7'])
      expect(known.test(path), path).toBe(true);
    for (const path of ['/nope', '/about/us', '/index', '/index/a/b', '/admin/blog/7/8'])
      expect(known.test(path), path).toBe(false);
  });
});
