import { request as httpRequest } from 'node:http';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { expect, test } from './test.ts';

/**
 * The site as clients that run no JavaScript meet it (issue #42): link unfurlers, crawlers and
 * curl. The site function answers a page path with that page's head and status whatever the
 * request's Accept header says — a browser's long list, the wildcard most fetchers send, or none
 * at all — where it once answered only `text/html` and every unfurler got the generic site card.
 */

/** The requests' own headers, as each client sends them (no header is added for them). */
const CLIENTS: Record<string, Record<string, string>> = {
  browser: {
    Accept:
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
    'User-Agent':
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  },
  curl: { Accept: '*/*', 'User-Agent': 'curl/8.5.0' },
  'no Accept': {},
  facebookexternalhit: {
    Accept: '*/*',
    'User-Agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  },
  Twitterbot: { Accept: '*/*', 'User-Agent': 'Twitterbot/1.0' },
  Slackbot: {
    Accept: '*/*',
    'User-Agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  },
  LinkedInBot: {
    'User-Agent':
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  },
  Pinterestbot: {
    Accept: '*/*',
    'User-Agent': 'Mozilla/5.0 (compatible; Pinterestbot/1.0; +http://www.pinterest.com/bot.html)',
  },
  Discordbot: {
    Accept: '*/*',
    'User-Agent': 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  },
  WhatsApp: { 'User-Agent': 'WhatsApp/2.23.20.0 A' },
  iMessage: {
    Accept: '*/*',
    'User-Agent':
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0',
  },
};

const PAGES = [
  '/',
  '/blog/olive-grove-long-table-wedding-lucca',
  '/blog/real-weddings',
  '/index',
  '/index/maison-aubrac-planning',
  '/index/tenuta-bellandi',
  '/venues',
  '/nybfw',
  '/membership',
  '/about',
  '/contact',
];

/** GET `path` with exactly `headers` (Playwright's and fetch's clients add an Accept of their own). */
function get(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; html: string }>((resolve, reject) => {
    const call = httpRequest(new URL(path, E2E_BASE_URL), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, html: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** What an unfurler reads of a page: its title, description, canonical and card tags. */
function card(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(head)?.[1];
  const value = (text: string | undefined) => (text === undefined ? undefined : decode(text));
  return {
    title: value(/<title>([^<]*)<\/title>/.exec(head)?.[1]),
    description: value(meta('description')),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
    ogTitle: value(meta('og:title')),
    ogUrl: meta('og:url'),
    ogImage: meta('og:image'),
    ogImageSize: [meta('og:image:width'), meta('og:image:height')],
    ogImageType: meta('og:image:type'),
    ogImageAlt: value(meta('og:image:alt')),
    twitterCard: meta('twitter:card'),
  };
}

test.describe('clients that run no JavaScript', { tag: '@one-width' }, () => {
  test('every public page type gets its own head whatever the client accepts', async () => {
    test.setTimeout(180_000);
    const titles = new Map<string, string>();
    for (const path of PAGES) {
      const asBrowser = card((await get(path, CLIENTS.browser!)).html);
      const canonical = new URL(path, E2E_BASE_URL).toString();
      expect(asBrowser.canonical, path).toBe(canonical);
      expect(asBrowser.ogUrl, path).toBe(canonical);
      expect(asBrowser.description?.length ?? 0, path).toBeGreaterThan(40);
      expect(asBrowser.ogTitle, path).toBeTruthy();
      // The large card, with an image an unfurler can size before fetching it (the image itself
      // is fetched and measured in share-images.spec.ts).
      expect(asBrowser.twitterCard, path).toBe('summary_large_image');
      expect(asBrowser.ogImage, path).toMatch(/^https?:\/\/.+\.jpg$/);
      expect(asBrowser.ogImageSize, path).toEqual(['1200', '630']);
      expect(asBrowser.ogImageType, path).toBe('image/jpeg');
      expect(asBrowser.ogImageAlt?.length ?? 0, path).toBeGreaterThan(0);
      titles.set(path, asBrowser.title ?? '');
      for (const [client, headers] of Object.entries(CLIENTS)) {
        const answer = await get(path, headers);
        expect(answer.status, `${path} as ${client}`).toBe(200);
        expect(card(answer.html), `${path} as ${client}`).toEqual(asBrowser);
      }
    }
    // Each its own: no two pages of the list share a title.
    expect(new Set(titles.values()).size, JSON.stringify([...titles])).toBe(PAGES.length);
  });

  test('an unknown path answers 404 to every client, a missing story too', async () => {
    for (const path of ['/no-such-page-anywhere', '/blog/no-such-story-anywhere']) {
      for (const [client, headers] of Object.entries(CLIENTS)) {
        const answer = await get(path, headers);
        expect(answer.status, `${path} as ${client}`).toBe(404);
        expect(card(answer.html).title, `${path} as ${client}`).toMatch(/^Page not found/);
      }
    }
  });

  test('every page names the magazine’s feed, and the feed is there', async () => {
    for (const path of ['/', '/blog/real-weddings', '/index/tenuta-bellandi']) {
      const { html } = await get(path, CLIENTS.curl!);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).toContain(
        '<link rel="alternate" type="application/rss+xml" title="Perféte" href="/rss.xml" />',
      );
    }
    const feed = await fetch(new URL('/rss.xml', E2E_BASE_URL));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('application/rss+xml');
    expect(await feed.text()).toMatch(/<rss version="2.0"[\s\S]*<item>/);
  });
});
