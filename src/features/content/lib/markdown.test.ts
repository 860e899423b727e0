import { describe, expect, it } from 'vitest';
import { INFO_PAGES, loadInfoPage } from './info-pages';
import { parseFrontMatter } from './markdown';

// Each page as the app gets it: rendered by the build (scripts/lib/markdown-pages.ts).
describe('information pages', () => {
  it.each(Object.values(INFO_PAGES))('%s.md has front matter and real content', async (slug) => {
    const page = await loadInfoPage(slug);
    expect(page.meta.title.length).toBeGreaterThan(2);
    expect(page.meta.description.length).toBeGreaterThan(60);
    expect(page.toc.length).toBeGreaterThanOrEqual(3);
    expect(page.html).not.toMatch(/^---|title:/);
    expect(page.html).toContain(`<h2 id="${page.toc[0]!.id}">`);
    expect(page.html.replace(/<[^>]+>/g, ' ').split(/\s+/).length).toBeGreaterThan(250);
  });

  it('the policies say they are the site’s own and carry a revision date', async () => {
    for (const slug of ['privacy-policy', 'terms-of-use'] as const) {
      const page = await loadInfoPage(slug);
      expect(page.meta.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(page.html).toMatch(/Perféte’s own (privacy policy|terms of use)/);
    }
  });
});

describe('parseFrontMatter', () => {
  it('refuses a file without its front matter', () => {
    expect(() => parseFrontMatter('# Nothing')).toThrow(/front matter/);
  });
});
