// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPage } from './markdown-pages.ts';

// At build time, in Node: DOMPurify runs on a jsdom window of its own.
describe('renderPage', () => {
  it('renders Markdown, gives h2s ids for a table of contents, and sanitizes', () => {
    const page = renderPage(
      '---\ntitle: T\neyebrow: E\ndescription: D\n---\n\n## What we collect\n\nText <script>alert(1)</script> [a link](/contact) <img src=x onerror="alert(1)">\n',
    );
    expect(page.meta).toEqual({ title: 'T', eyebrow: 'E', description: 'D' });
    expect(page.toc).toEqual([{ id: 'what-we-collect', text: 'What we collect' }]);
    expect(page.html).toContain('<h2 id="what-we-collect">What we collect</h2>');
    expect(page.html).toContain('<a href="/contact">a link</a>');
    expect(page.html).toContain('<img src="x">');
    expect(page.html).not.toMatch(/script|onerror/);
  });

  it('keeps the updated date of a policy', () => {
    const page = renderPage(
      '---\ntitle: T\neyebrow: E\ndescription: D\nupdated: 2026-11-01\n---\n\nWords.\n',
    );
    expect(page.meta.updated).toBe('2026-11-01');
    expect(page.html).toBe('<p>Words.</p>\n');
  });
});
