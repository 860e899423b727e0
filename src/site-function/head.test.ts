import { describe, expect, it } from 'vitest';
import { SITE_CARD } from '@/lib/share-image';
import { escapeHtml, headTags, pageHtml, scriptJson, type PageHead } from './head';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Perféte — Wedding Magazine & Vendor Directory</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>`;

const STORY: PageHead = {
  title: 'A "Bold" <b>Story</b> | Perféte',
  shareTitle: 'A "Bold" <b>Story</b>',
  description: 'Vows & views',
  canonicalPath: '/blog/a-bold-story',
  image: { url: 'https://cdn.test/cover-1600.webp', width: 1600, height: 1000, alt: 'The "arch"' },
  type: 'article',
  article: { publishedTime: '2026-11-26T10:00:00Z', section: 'Real Weddings', author: 'Ana' },
  noindex: false,
  jsonLd: [{ '@type': 'Article', headline: '</script><script>alert(1)</script>' }],
};

/** The head as a browser parses it. */
function parsed(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the head builder', () => {
  it('escapes text and attribute values', () => {
    expect(escapeHtml(`"a" <b>'c'</b> & d`)).toBe(
      '&quot;a&quot; &lt;b&gt;&#39;c&#39;&lt;/b&gt; &amp; d',
    );
  });

  it('keeps JSON inside its script element', () => {
    const json = scriptJson({ text: '</script><b>&' });
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({ text: '</script><b>&' });
  });

  it('writes the page head in place of the generic title, with exact values', () => {
    const document = parsed(
      pageHtml(INDEX, STORY, { origin: 'https://perfete.test', siteName: 'Perféte' }),
    );
    expect(document.title).toBe('A "Bold" <b>Story</b> | Perféte');
    expect(document.querySelectorAll('title')).toHaveLength(1);
    const content = (selector: string) => document.querySelector(selector)?.getAttribute('content');
    expect(content('meta[property="og:title"]')).toBe('A "Bold" <b>Story</b>');
    expect(content('meta[property="og:type"]')).toBe('article');
    expect(content('meta[property="og:image:alt"]')).toBe('The "arch"');
    expect(content('meta[property="article:section"]')).toBe('Real Weddings');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="description"]')).toBe('Vows & views');
    expect(content('meta[name="robots"]')).toBeUndefined();
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://perfete.test/blog/a-bold-story',
    );
    // The markup in the title is text: no element was made of it.
    expect(document.querySelector('head b')).toBeNull();
    const scripts = document.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.textContent!)).toEqual(STORY.jsonLd[0]);
  });

  it('marks every tag it writes as the edge’s (the app drops those it has not adopted)', () => {
    const tags = headTags(STORY, 'https://perfete.test', 'Perféte');
    expect(tags).toContain('<meta property="og:image:width" content="1600" data-edge>');
    expect(tags).toContain(
      '<meta property="og:title" content="A &quot;Bold&quot; &lt;b&gt;Story&lt;/b&gt;" data-edge>',
    );
    expect(tags).toContain('<script type="application/ld+json" data-edge>');
    expect(tags.split('\n').every((line) => line.includes(' data-edge>'))).toBe(true);
  });

  it('a page without an image gets the small card, a noindex page its robots', () => {
    const tags = headTags(
      { ...STORY, image: undefined, noindex: true, robots: 'noindex', jsonLd: [] },
      'https://perfete.test',
      'Perféte',
    );
    expect(tags).toContain('<meta name="twitter:card" content="summary" data-edge>');
    expect(tags).toContain('<meta name="robots" content="noindex" data-edge>');
    expect(tags).not.toContain('og:image');
  });

  it('writes the share image as a JPEG group with its size, type and alt, and the pin image', () => {
    const document = parsed(
      pageHtml(
        INDEX,
        {
          ...STORY,
          image: { ...SITE_CARD, alt: 'The card' },
          pinImage: 'https://cdn.test/cover-pin.jpg',
        },
        { origin: 'https://perfete.test', siteName: 'Perféte' },
      ),
    );
    const content = (selector: string) => document.querySelector(selector)?.getAttribute('content');
    // A site path is made absolute on the request's origin.
    expect(content('meta[property="og:image"]')).toBe(
      'https://perfete.test/images/share/site-card.jpg',
    );
    expect(content('meta[name="twitter:image"]')).toBe(content('meta[property="og:image"]'));
    expect(content('meta[property="og:image:type"]')).toBe('image/jpeg');
    expect(content('meta[property="og:image:width"]')).toBe('1200');
    expect(content('meta[property="og:image:height"]')).toBe('630');
    expect(content('meta[property="og:image:alt"]')).toBe('The card');
    expect(content('meta[name="twitter:image:alt"]')).toBe('The card');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[property="pin:media"]')).toBe('https://cdn.test/cover-pin.jpg');
    // One image group: unfurlers take the first og:image, so the pin image is not a second one.
    expect(document.querySelectorAll('meta[property="og:image"]')).toHaveLength(1);
  });

  it("embeds the first screen's answers before the page's scripts", () => {
    const html = pageHtml(INDEX, STORY, {
      origin: 'https://perfete.test',
      siteName: 'Perféte',
      data: { '/rest/v1/blog_posts?slug=eq.x': [{ title: '</script>' }] },
    });
    const document = parsed(html);
    const data = document.getElementById('perfete-data');
    expect(data?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(data!.textContent!)).toEqual({
      '/rest/v1/blog_posts?slug=eq.x': [{ title: '</script>' }],
    });
    expect(html.indexOf('id="perfete-data"')).toBeLessThan(html.indexOf('/assets/index.js'));
  });
});
