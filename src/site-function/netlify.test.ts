// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Handler from './handler';

/**
 * Which requests the Netlify wrapper hands to the site function and which it leaves to the CDN's
 * files: decided by method and path, never by the Accept header (issue #42). The handler itself
 * is replaced by a stand-in that records what reached it.
 */
const { handled } = vi.hoisted(() => ({ handled: [] as string[] }));
vi.mock('./handler', async (original) => ({
  ...(await original<typeof Handler>()),
  handleSiteRequest: async (request: Request) => {
    handled.push(new URL(request.url).pathname);
    return new Response('page');
  },
}));

const { default: site } = await import('./netlify');

const FILE_ANSWER = 'file';
async function answer(path: string, init: RequestInit = {}) {
  const response = await site(new Request(`https://perfete.test${path}`, init), {
    next: async () => new Response(FILE_ANSWER),
  });
  return response.text();
}

beforeEach(() => {
  handled.length = 0;
});

describe('the Netlify wrapper', () => {
  it.each([
    ['a browser', { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }],
    ['curl and most unfurlers (the wildcard)', { Accept: '*/*' }],
    ['no Accept at all', {}],
    ['an image request', { Accept: 'image/webp,*/*' }],
  ])('hands every page path to the site function for %s', async (_, headers) => {
    for (const path of ['/', '/blog/a-story', '/index/a-vendor', '/no-such-page']) {
      expect(await answer(path, { headers })).toBe('page');
    }
    expect(handled).toEqual(['/', '/blog/a-story', '/index/a-vendor', '/no-such-page']);
  });

  it('a HEAD too; other methods and the build’s files go to the CDN', async () => {
    expect(await answer('/about', { method: 'HEAD' })).toBe('page');
    expect(await answer('/about', { method: 'POST', body: 'x' })).toBe(FILE_ANSWER);
    expect(await answer('/favicon.svg')).toBe(FILE_ANSWER);
    expect(await answer('/images/placeholder-cover.svg', { headers: { Accept: '*/*' } })).toBe(
      FILE_ANSWER,
    );
    expect(handled).toEqual(['/about']);
  });

  it('the feeds and sitemaps, though they look like files', async () => {
    for (const path of ['/rss.xml', '/sitemap.xml', '/robots.txt']) {
      expect(await answer(path)).toBe('page');
    }
    expect(handled).toEqual(['/rss.xml', '/sitemap.xml', '/robots.txt']);
  });
});
