import { describe, expect, it } from 'vitest';
import { INFO_PAGES, loadInfoPageSource } from './info-pages';
import { parseFrontMatter, renderMarkdown } from './markdown';

describe('information pages', () => {
  it.each(Object.values(INFO_PAGES))('%s.md has front matter and real content', async (slug) => {
    const page = renderMarkdown(await loadInfoPageSource(slug));
    expect(page.meta.title.length).toBeGreaterThan(2);
    expect(page.meta.description.length).toBeGreaterThan(60);
    expect(page.toc.length).toBeGreaterThanOrEqual(3);
    expect(page.html.replace(/<[^>]+>/g, ' ').split(/\s+/).length).toBeGreaterThan(250);
  });

  it('the policies say they are the site’s own and carry a revision date', async () => {
    for (const slug of ['privacy-policy', 'terms-of-use'] as const) {
      const page = renderMarkdown(await loadInfoPageSource(slug));
      expect(page.meta.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(page.html).toMatch(/Perféte’s own (privacy policy|terms of use)/);
    }
  });
});

describe('renderMarkdown', () => {
  it('renders Markdown, gives h2s ids for a table of contents, and sanitizes', () => {
    const page = renderMarkdown(
      '---\ntitle: T\neyebrow: E\ndescription: D\n---\n\n## What we collect\n\nText <script>alert(1)</script> [a link](/contact) <img src=x onerror="alert(1)">\n',
    );
    expect(page.meta).toEqual({ title: 'T', eyebrow: 'E', description: 'D' });
    expect(page.toc).toEqual([{ id: 'what-we-collect', text: 'What we collect' }]);
    expect(page.html).toContain('<h2 id="what-we-collect">What we collect</h2>');
    expect(page.html).toContain('<a href="/contact">a link</a>');
    expect(page.html).not.toMatch(/script|onerror/);
  });

  it('refuses a file without its front matter', () => {
    expect(() => parseFrontMatter('# Nothing')).toThrow(/front matter/);
  });
});
