import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './test.ts';

/**
 * Issue #42, share images, as a link unfurler meets them: the build under `vite preview` (the
 * site function in front) and the stack's storage, plain HTTP requests, no JavaScript. Every
 * public page type names one `og:image` that loads as a 1200 x 630 JPEG, with its type, size and
 * alt and Twitter's large card; stories and vendors also a 2:3 JPEG for Pinterest (`pin:media`).
 */
const STORY = '/blog/olive-grove-long-table-wedding-lucca';
const VENDOR = '/index/bellandi-fotografia';
const PAGES = [
  '/',
  STORY,
  '/blog/real-weddings',
  '/index',
  VENDOR,
  '/venues',
  '/nybfw',
  '/membership',
  '/about',
  '/contact',
];

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

async function pageHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers: { Accept: 'text/html' } });
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** Fetches an image and reads its real format and size. */
async function image(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const { format, width, height } = await sharp(await response.body()).metadata();
  return { type: response.headers()['content-type'], format, width, height };
}

/** The first venue the /venues page lists (its ItemList), as a path. */
async function firstVenue(request: APIRequestContext): Promise<string> {
  const html = await pageHtml(request, '/venues');
  const lists = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ]
    .map((match) => JSON.parse(match[1]!) as { '@type'?: string; itemListElement?: unknown[] })
    .filter((data) => data['@type'] === 'ItemList');
  const first = lists[0]?.itemListElement?.[0] as { item?: { url?: string }; url?: string };
  const url = first?.item?.url ?? first?.url;
  expect(url, 'a venue in /venues').toBeTruthy();
  return new URL(url!).pathname;
}

test.describe('share images', { tag: '@one-width' }, () => {
  test('every public page type shares a 1200 x 630 JPEG that loads', async ({ request }) => {
    test.setTimeout(180_000);
    const venue = await firstVenue(request);
    for (const path of [...PAGES, venue]) {
      const html = await pageHtml(request, path);
      const url = meta(html, 'og:image');
      expect(url, path).toMatch(/^https?:\/\/.+\.jpg$/);
      expect(html.match(/property="og:image"/g), path).toHaveLength(1);
      expect(meta(html, 'og:image:type'), path).toBe('image/jpeg');
      expect(meta(html, 'og:image:width'), path).toBe('1200');
      expect(meta(html, 'og:image:height'), path).toBe('630');
      expect(meta(html, 'og:image:alt'), path).toBeTruthy();
      expect(meta(html, 'twitter:card'), path).toBe('summary_large_image');
      expect(meta(html, 'twitter:image'), path).toBe(url);
      expect(meta(html, 'twitter:image:alt'), path).toBe(meta(html, 'og:image:alt'));
      expect(await image(request, url!), path).toEqual({
        type: 'image/jpeg',
        format: 'jpeg',
        width: 1200,
        height: 630,
      });
      if ([STORY, VENDOR, venue].includes(path)) {
        // Their own cover's, not the site card, and the 2:3 one for Pinterest.
        expect(url, path).toMatch(/\/storage\/v1\/object\/public\/media\/.+-share\.jpg$/);
        const pin = meta(html, 'pin:media');
        expect(pin, path).toMatch(/-pin\.jpg$/);
        expect(await image(request, pin!), path).toEqual({
          type: 'image/jpeg',
          format: 'jpeg',
          width: 1000,
          height: 1500,
        });
      }
    }
  });
});
