import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_CONFIG_ID } from '@/first-screen/config-block';
import type { FirstScreenConfig, FirstScreenRoute } from '@/first-screen/types';
import { withPageFirstScreen } from './first-screen';

const route = (fields: Partial<FirstScreenRoute>) =>
  ({ unless: [], url: '/rest/v1/x', mobile: '<p>t</p>', ...fields }) as FirstScreenRoute;

const CONFIG = {
  apikey: 'key',
  pages: { '/index': { unless: ['category'], html: '<h1>Directory</h1>' } },
  statics: { '/about': { html: '<h1>About</h1>' }, '/contact': { html: '<h1>Contact</h1>' } },
  known: '^/(|about|contact|index|blog|blog/planning|blog/[^/]+)$',
  notFound: '<h1>Not found</h1>',
  routes: [
    route({ path: '/', kind: 'posts' }),
    route({ path: '/blog', kind: 'posts' }),
    route({ path: '/blog/planning', kind: 'posts', same: '/blog' }),
    route({ pattern: '^/blog/([^/]+)$', kind: 'post' }),
  ],
} as unknown as FirstScreenConfig;

const page = (config: unknown) =>
  `<body><div id="root"></div>\n<script type="application/json" id="${FIRST_SCREEN_CONFIG_ID}">${JSON.stringify(
    config,
  ).replace(/</g, '\\u003c')}</script>\n<script>run()</script></body>`;

/** The block as the runtime reads it. */
function served(pathname: string, html = page(CONFIG)): FirstScreenConfig {
  const document = new DOMParser().parseFromString(
    withPageFirstScreen(html, pathname),
    'text/html',
  );
  return JSON.parse(document.getElementById(FIRST_SCREEN_CONFIG_ID)!.textContent!);
}

describe("a page's first-screen data", () => {
  it("keeps a static page's screen and drops every other page's", () => {
    const about = served('/about/');
    expect(about.statics).toEqual({ '/about': { html: '<h1>About</h1>' } });
    expect(about.routes).toEqual([]);
    expect(about.pages).toEqual({});
    expect(about.notFound).toBe('');
    expect(about.apikey).toBe('key');
  });

  it('keeps the routes that match, in order, with the templates a section borrows', () => {
    expect(served('/').routes.map((r) => r.path)).toEqual(['/']);
    expect(served('/blog/planning').routes.map((r) => r.path ?? r.pattern)).toEqual([
      '/blog',
      '/blog/planning',
      '^/blog/([^/]+)$',
    ]);
    expect(served('/blog/a-story').routes.map((r) => r.path ?? r.pattern)).toEqual([
      '^/blog/([^/]+)$',
    ]);
    expect(served('/index').pages).toEqual(CONFIG.pages);
  });

  it('keeps the not-found screen only for a path no route has', () => {
    expect(served('/nope').notFound).toBe('<h1>Not found</h1>');
    expect(served('/nope').statics).toEqual({});
    expect(served('/contact').notFound).toBe('');
  });

  it('keeps markup inside its block, and leaves HTML without a readable block alone', () => {
    const hostile = { ...CONFIG, statics: { '/about': { html: '</script><script>x()</script>' } } };
    const html = withPageFirstScreen(page(hostile), '/about');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(served('/about', page(hostile)).statics['/about']!.html).toBe(
      '</script><script>x()</script>',
    );
    expect(withPageFirstScreen('<body>no block</body>', '/about')).toBe('<body>no block</body>');
    const broken = `<script type="application/json" id="${FIRST_SCREEN_CONFIG_ID}">{</script>`;
    expect(withPageFirstScreen(broken, '/about')).toBe(broken);
  });

  it('is much smaller than the whole block', () => {
    expect(withPageFirstScreen(page(CONFIG), '/about').length).toBeLessThan(page(CONFIG).length);
  });
});
