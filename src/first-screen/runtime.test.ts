import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { slugPatternSource } from '@/lib/slug';
import { firstScreenRuntime } from './runtime';
import type { FirstScreenConfig, FirstScreenRoute } from './types';

const MEDIA = 'http://api.test/storage/v1/object/public/media';
const TEMPLATE =
  '<p>__fs_count__</p><article><img fetchpriority="high" src="' +
  MEDIA +
  '/__fs0_img__-800.webp" style="object-position:__fs0_fx__% __fs0_fy__%"><p>__fs0_label__</p>' +
  '<h3><a href="/blog/__fs0_slug__">__fs0_title__</a></h3><p>__fs0_excerpt__</p>' +
  '<p>By __fs0_author__ · <time datetime="__fs0_iso__">__fs0_date__</time></p></article>';

const route: FirstScreenRoute = {
  kind: 'posts',
  path: '/',
  unless: ['q'],
  url: 'http://api.test/rest/v1/blog_posts?select=id&limit=3',
  prefer: 'count=exact',
  count: 1,
  exactCount: false,
  videoLead: false,
  excerpt: true,
  sectionName: '',
  pageSize: 12,
  countNoun: { one: 'story', other: 'stories' },
  groupDigits: false,
  fragments: { badge: '', facts: '', avatarImage: '', avatarInitials: '' },
  mobile: TEMPLATE,
  desktop: TEMPLATE,
  sizes: '100vw',
  portrait: false,
};

const config = (routes: FirstScreenRoute[] = [route]): FirstScreenConfig => ({
  pages: {},
  routes,
  apikey: 'publishable key',
  sessionKey: 'session',
  mobileQuery: '(max-width: 767px)',
  apiBase: 'http://api.test',
  mediaBase: MEDIA,
  slugToken: '__fs_slug__',
  valueToken: '__fs_value__',
  firstScreenAttribute: 'data-first-screen',
  fallbackAuthor: 'Anonymous',
  wordsPerMinute: 230,
  fallbackLabel: 'Category',
  paintReportWaitMs: 250,
  statics: {},
  known: '',
  notFound: '',
});

const story = {
  id: 'a',
  title: 'Vows <b>& Veils</b>',
  slug: 'vows-and-veils',
  excerpt: 'Twelve feet of tulle.',
  featured_image: 'demo/posts/vows-1600.webp',
  featured_image_focal_x: 30,
  featured_image_focal_y: null,
  author: null,
  profile: { full_name: ' Theo Ashcombe ' },
  category_ref: { name: 'Fashion' },
  subcategory_ref: null,
  is_opinion: false,
  video_url: [],
  published_at: '2026-11-24T12:00:00.000Z',
};

function answer(rows: unknown[], total = 92) {
  return new Response(JSON.stringify(rows), {
    status: 200,
    headers: { 'Content-Range': `0-11/${total}` },
  });
}

let network: ReturnType<typeof vi.fn>;

beforeEach(() => {
  document.body.innerHTML = '<main id="main-content" data-first-screen=""></main>';
  document.head.innerHTML = '';
  localStorage.clear();
  vi.stubGlobal('matchMedia', () => ({ matches: true }));
  network = vi.fn();
  vi.stubGlobal('fetch', network);
});

afterEach(() => {
  delete window.__perfeteEarly;
  delete window.__perfeteFirstScreen;
  vi.unstubAllGlobals();
});

const main = () => document.getElementById('main-content')!;

describe('firstScreenRuntime', () => {
  it('asks for the page’s first data with the key as a parameter and hands the request on', () => {
    network.mockResolvedValue(answer([story]));
    firstScreenRuntime(config());
    expect(network).toHaveBeenCalledWith(
      'http://api.test/rest/v1/blog_posts?select=id&limit=3&apikey=publishable%20key',
      { headers: { Prefer: 'count=exact' } },
    );
    expect(window.__perfeteEarly).toEqual([
      { url: route.url, prefer: 'count=exact', response: expect.any(Promise) },
    ]);
  });

  it('paints the lead from the template, every value written as text', async () => {
    network.mockResolvedValue(answer([story]));
    firstScreenRuntime(config());
    // (jsdom loads no images: the screen's promise, which waits for the lead image, stays open.)
    await vi.waitFor(() => expect(main().querySelector('h3')).not.toBeNull());
    expect(main().querySelector('h3')!.textContent).toBe('Vows <b>& Veils</b>');
    expect(main().querySelector('b')).toBeNull();
    expect(main().querySelector('a')!.getAttribute('href')).toBe('/blog/vows-and-veils');
    expect(main().querySelector('img')!.getAttribute('src')).toBe(
      `${MEDIA}/demo/posts/vows-800.webp`,
    );
    expect(main().querySelector('img')!.getAttribute('style')).toBe('object-position:30% 50%');
    expect(main().textContent).toContain('92 stories · page 1 of 8');
    expect(main().textContent).toContain('By Theo Ashcombe');
    expect(main().textContent).toContain('November 24, 2026');
    expect(main().textContent).toContain('Fashion');
  });

  it('holds back the images outside the window until the reader scrolls', async () => {
    const cards =
      TEMPLATE +
      '<img alt="beside" loading="eager" src="' +
      MEDIA +
      '/beside.webp"><img alt="below" loading="eager" srcset="' +
      MEDIA +
      '/below-800.webp 800w" src="' +
      MEDIA +
      '/below.webp"><img alt="far" loading="lazy" src="' +
      MEDIA +
      '/far.webp">';
    // jsdom lays nothing out: each image says where it would be.
    const places: Record<string, Partial<DOMRect>> = {
      beside: { top: 100, bottom: 300, left: 200, right: 380 },
      below: { top: 2000, bottom: 2200, left: 0, right: 380 },
      far: { top: 100, bottom: 300, left: 1600, right: 1800 },
    };
    vi.spyOn(HTMLImageElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLImageElement,
    ) {
      return { top: 0, bottom: 200, left: 0, right: 380, ...places[this.alt] } as DOMRect;
    });
    network.mockResolvedValue(answer([story]));
    firstScreenRuntime(config([{ ...route, mobile: cards, desktop: cards }]));
    await vi.waitFor(() => expect(main().querySelector('h3')).not.toBeNull());
    const image = (alt: string) => main().querySelector<HTMLImageElement>(`img[alt="${alt}"]`)!;
    // Inside the window: loads as the template says (eager again after the check).
    expect(image('beside').getAttribute('src')).toBe(`${MEDIA}/beside.webp`);
    expect(image('beside').getAttribute('loading')).toBe('eager');
    // Below it, or off to the side of a row: nothing to fetch yet.
    for (const alt of ['below', 'far']) {
      expect(image(alt).hasAttribute('src')).toBe(false);
      expect(image(alt).hasAttribute('srcset')).toBe(false);
    }
    expect(main().querySelector('img[fetchpriority="high"]')!.getAttribute('src')).toBe(
      `${MEDIA}/demo/posts/vows-800.webp`,
    );
    main().dispatchEvent(new Event('scroll'));
    expect(image('below').getAttribute('src')).toBe(`${MEDIA}/below.webp`);
    expect(image('below').getAttribute('srcset')).toBe(`${MEDIA}/below-800.webp 800w`);
    expect(image('far').getAttribute('src')).toBe(`${MEDIA}/far.webp`);
  });

  it('only preloads the lead image when the story does not fit the template', async () => {
    network.mockResolvedValue(answer([{ ...story, is_opinion: true }]));
    firstScreenRuntime(config());
    await window.__perfeteFirstScreen;
    expect(main().innerHTML).toBe('');
    const preload = document.head.querySelector('link[rel="preload"]')!;
    expect(preload.getAttribute('imagesrcset')).toBe(
      `${MEDIA}/demo/posts/vows-800.webp 800w, ${MEDIA}/demo/posts/vows-1600.webp 1600w`,
    );
    expect(preload.getAttribute('fetchpriority')).toBe('high');
  });

  it('leaves the page alone when the app has already drawn it', async () => {
    network.mockResolvedValue(answer([story]));
    firstScreenRuntime(config());
    main().removeAttribute('data-first-screen');
    main().innerHTML = '<p>the app</p>';
    await window.__perfeteFirstScreen;
    expect(main().innerHTML).toBe('<p>the app</p>');
  });

  it('asks nothing for a signed-in visitor, or for a query that changes the request', () => {
    localStorage.setItem('session', '{}');
    firstScreenRuntime(config());
    localStorage.clear();
    window.history.replaceState(null, '', '/?q=veils');
    firstScreenRuntime(config());
    window.history.replaceState(null, '', '/');
    expect(network).not.toHaveBeenCalled();
  });

  it('puts a post’s slug into the request, and asks nothing for a slug that cannot exist', () => {
    const post: FirstScreenRoute = {
      ...route,
      path: undefined,
      pattern: '^/blog/([^/]+)$',
      slugPattern: slugPatternSource(200),
      url: 'http://api.test/rest/v1/blog_posts?slug=eq.__fs_slug__',
      prefer: null,
    };
    network.mockResolvedValue(answer([]));
    window.history.replaceState(null, '', '/blog/vows-and-veils');
    firstScreenRuntime(config([post]));
    window.history.replaceState(null, '', '/blog/Not%20A%20Slug');
    firstScreenRuntime(config([post]));
    window.history.replaceState(null, '', '/');
    expect(network).toHaveBeenCalledOnce();
    expect(network.mock.calls[0]![0]).toBe(
      'http://api.test/rest/v1/blog_posts?slug=eq.vows-and-veils&apikey=publishable%20key',
    );
  });

  describe('with the answers the edge put in the page', () => {
    const embed = (data: Record<string, unknown>) => {
      const script = document.createElement('script');
      script.type = 'application/json';
      script.id = 'perfete-data';
      script.textContent = JSON.stringify(data);
      document.body.append(script);
    };
    const plain = { ...route, prefer: null };
    const path = '/rest/v1/blog_posts?select=id&limit=3';

    it('paints from the embedded body and hands it to the app, asking nothing', async () => {
      embed({ [path]: [story], '/rest/v1/other': [] });
      firstScreenRuntime(config([plain]));
      expect(network).not.toHaveBeenCalled();
      await vi.waitFor(() => expect(main().querySelector('h3')).not.toBeNull());
      expect(main().querySelector('h3')!.textContent).toBe('Vows <b>& Veils</b>');
      const [early] = window.__perfeteEarly!;
      expect(early).toMatchObject({ url: plain.url, prefer: null });
      const response = await early!.response;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([story]);
    });

    it('paints a paged list from its embedded rows and hands the app its total too', async () => {
      embed({ [path]: { rows: [story], range: '0-0/41' } });
      firstScreenRuntime(config([route]));
      expect(network).not.toHaveBeenCalled();
      await vi.waitFor(() => expect(main().querySelector('h3')).not.toBeNull());
      const [early] = window.__perfeteEarly!;
      expect(early).toMatchObject({ url: route.url, prefer: 'count=exact' });
      const response = await early!.response;
      expect(response.headers.get('Content-Range')).toBe('0-0/41');
      expect(await response.json()).toEqual([story]);
    });

    it('paints an embedded answer in the same task, before the browser can paint', () => {
      embed({ [path]: { rows: [story], range: '0-0/41' } });
      firstScreenRuntime(config([route]));
      expect(main().querySelector('h3')!.textContent).toBe('Vows <b>& Veils</b>');
      expect(main().textContent).toContain('41 stories');
    });

    it('below a page’s fixed head, adds the rest a frame later and keeps the head it drew', () => {
      const head = '<div class="frame"><header><h1>The Directory</h1></header></div>';
      const screen =
        '<div class="frame"><header><h1>The Directory</h1></header>' + TEMPLATE + '</div>';
      const frames: FrameRequestCallback[] = [];
      vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
        frames.push(callback),
      );
      embed({ [path]: { rows: [story], range: '0-0/41' } });
      window.history.replaceState(null, '', '/index');
      firstScreenRuntime({
        ...config([{ ...route, path: '/index', mobile: screen, desktop: screen }]),
        pages: { '/index': { html: head, unless: [] } },
      });
      window.history.replaceState(null, '', '/');
      const title = main().querySelector('h1')!;
      expect(main().innerHTML).toBe(head);
      // Two frames: the head is drawn (and presented) alone first.
      frames.shift()!(0);
      expect(main().querySelector('h3')).toBeNull();
      frames.shift()!(0);
      expect(main().querySelector('h3')!.textContent).toBe('Vows <b>& Veils</b>');
      // The very same title, never taken out of the page; the rest after it, in the same frame.
      expect(main().querySelector('h1')).toBe(title);
      expect(main().querySelectorAll('h1, .frame')).toHaveLength(2);
      expect(main().querySelector('.frame > header + p')!.textContent).toContain('41 stories');
    });

    it('asks itself for another request, a list without its total, or no rows', () => {
      network.mockResolvedValue(answer([story]));
      embed({ '/rest/v1/other': [story] });
      firstScreenRuntime(config([plain]));
      document.getElementById('perfete-data')!.remove();
      // A paged list needs its total: bare rows, or rows without a range, are not enough.
      embed({ [path]: [story] });
      firstScreenRuntime(config([route]));
      document.getElementById('perfete-data')!.remove();
      embed({ [path]: { rows: [story] } });
      firstScreenRuntime(config([route]));
      document.getElementById('perfete-data')!.remove();
      embed({ [path]: { message: 'not rows' } });
      firstScreenRuntime(config([plain]));
      document.getElementById('perfete-data')!.textContent = '{broken';
      firstScreenRuntime(config([plain]));
      expect(network).toHaveBeenCalledTimes(5);
    });
  });

  describe('pages that need no data', () => {
    const statics = {
      statics: { '/about': { html: '<h1>About</h1>', wide: '<h1>About, wide</h1>' } },
      known: '^(?:/|/about|/blog/[^/]+)$',
      notFound: '<h1>Page not found</h1>',
    };
    const visit = (address: string) => {
      window.history.replaceState(null, '', address);
      firstScreenRuntime({ ...config([]), ...statics });
      window.history.replaceState(null, '', '/');
      return main().innerHTML;
    };

    it('paints the page the build rendered, for the width, with no request', () => {
      expect(visit('/about/')).toBe('<h1>About</h1>');
      vi.stubGlobal('matchMedia', () => ({ matches: false }));
      expect(visit('/about')).toBe('<h1>About, wide</h1>');
      expect(network).not.toHaveBeenCalled();
    });

    it('paints the not-found page for a path no route has, and nothing for a known one', () => {
      expect(visit('/no/such/page')).toBe('<h1>Page not found</h1>');
      main().innerHTML = '';
      expect(visit('/blog/some-story')).toBe('');
    });

    it('keeps the frame when the site function sent no not-found screen (a known path)', () => {
      main().innerHTML = '<p>frame</p>';
      window.history.replaceState(null, '', '/no/such/page');
      firstScreenRuntime({ ...config([]), ...statics, notFound: '' });
      window.history.replaceState(null, '', '/');
      expect(main().innerHTML).toBe('<p>frame</p>');
    });

    it('leaves it to the app for a signed-in visitor or an address with a query', () => {
      localStorage.setItem('session', '{}');
      expect(visit('/about')).toBe('');
      localStorage.clear();
      expect(visit('/about?topic=press')).toBe('');
    });
  });

  it('fills a shared template with the route’s own words, as text', async () => {
    const shared = { ...route, path: '/blog/trends', mobile: '<h1>__fs_stitle__</h1>' + TEMPLATE };
    const other = {
      ...route,
      path: '/blog/beauty',
      same: '/blog/trends',
      mobile: null,
      desktop: null,
      words: { stitle: 'Beauty <i>&</i> Hair' },
    };
    network.mockResolvedValue(answer([story]));
    window.history.replaceState(null, '', '/blog/beauty');
    firstScreenRuntime(config([shared, other]));
    window.history.replaceState(null, '', '/');
    await vi.waitFor(() => expect(main().querySelector('h1')).not.toBeNull());
    expect(main().querySelector('h1')!.textContent).toBe('Beauty <i>&</i> Hair');
    expect(main().querySelector('h3')!.textContent).toBe('Vows <b>& Veils</b>');
  });

  describe('a vendor page', () => {
    const vendor: FirstScreenRoute = {
      ...route,
      kind: 'listing',
      path: undefined,
      pattern: '^/index/([^/]+)$',
      slugPattern: slugPatternSource(200),
      url: 'http://api.test/rest/v1/listings?url_name=eq.__fs_slug__',
      prefer: null,
      mobile:
        '<picture><source srcset="' +
        MEDIA +
        '/__fs0_img__-card.webp"><img fetchpriority="high" src="' +
        MEDIA +
        '/__fs0_cover__" alt="__fs0_alt__"></picture>',
      desktop: '',
      fragments: {
        ...route.fragments,
        film:
          '<video src="' + MEDIA + '/__fs0_film__.mp4" poster="' + MEDIA + '/__fs0_film__.webp">',
      },
    };
    const listing = {
      id: 'l',
      name: 'Tenuta',
      image_url: 'demo/listings/tenuta-1200.webp',
      video_url: null,
      photos: [{ url: 'demo/listings/tenuta-1200.webp', alt: 'A villa "at dusk"' }],
    };
    const open = (rows: unknown[]) => {
      network.mockResolvedValue(answer(rows));
      window.history.replaceState(null, '', '/index/tenuta');
      firstScreenRuntime(config([vendor]));
      window.history.replaceState(null, '', '/');
    };

    it('paints the hero on phones: the portrait crop, the cover and its alt', async () => {
      open([listing]);
      expect(network.mock.calls[0]![0]).toBe(
        'http://api.test/rest/v1/listings?url_name=eq.tenuta&apikey=publishable%20key',
      );
      await vi.waitFor(() => expect(main().querySelector('img')).not.toBeNull());
      const image = main().querySelector('img')!;
      expect(image.getAttribute('src')).toBe(`${MEDIA}/demo/listings/tenuta-1200.webp`);
      expect(image.getAttribute('alt')).toBe('A villa "at dusk"');
      expect(main().querySelector('source')!.getAttribute('srcset')).toBe(
        `${MEDIA}/demo/listings/tenuta-card.webp`,
      );
    });

    it('paints a stored film with its poster on phones, and nothing for a film elsewhere', async () => {
      open([{ ...listing, video_url: 'demo/films/tenuta.mp4' }]);
      await vi.waitFor(() => expect(main().querySelector('video')).not.toBeNull());
      expect(main().querySelector('video')!.getAttribute('poster')).toBe(
        `${MEDIA}/demo/films/tenuta.webp`,
      );
      main().innerHTML = '';
      open([{ ...listing, video_url: 'https://films.example/tenuta.mp4' }]);
      await window.__perfeteFirstScreen;
      expect(main().innerHTML).toBe('');
    });

    it('lets the app start only once a film’s poster is on screen', async () => {
      // The poster the video shows: loaded here by hand (jsdom loads no images).
      const listeners = new Map<string, () => void>();
      const poster = {
        complete: false,
        src: '',
        addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
        decode: () => Promise.resolve(),
      };
      vi.stubGlobal(
        'Image',
        class {
          constructor() {
            return poster;
          }
        },
      );
      let settled = false;
      open([{ ...listing, video_url: 'demo/films/tenuta.mp4' }]);
      void window.__perfeteFirstScreen!.then(() => (settled = true));
      await vi.waitFor(() => expect(main().querySelector('video')).not.toBeNull());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(settled).toBe(false);
      expect(poster.src).toBe(`${MEDIA}/demo/films/tenuta.webp`);
      listeners.get('load')!();
      await vi.waitFor(() => expect(settled).toBe(true));
    });

    it('preloads the cover, or the film’s poster, on wider screens', async () => {
      vi.stubGlobal('matchMedia', () => ({ matches: false }));
      open([listing]);
      await window.__perfeteFirstScreen;
      expect(main().innerHTML).toBe('');
      expect(document.head.querySelector('link[rel="preload"]')!.getAttribute('href')).toBe(
        `${MEDIA}/demo/listings/tenuta-1200.webp`,
      );
      document.head.innerHTML = '';
      open([{ ...listing, video_url: 'demo/films/tenuta.mp4' }]);
      await window.__perfeteFirstScreen;
      expect(main().innerHTML).toBe('');
      expect(document.head.querySelector('link[rel="preload"]')!.getAttribute('href')).toBe(
        `${MEDIA}/demo/films/tenuta.webp`,
      );
    });
  });
});
