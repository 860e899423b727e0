import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';
import { HOVER_INTENT_MS, inAppDestination, watchLinkIntent } from './link-intent';
import { prefetchRoute, preloadRoute } from './router';

const loaders = { prefetchRoute, preloadRoute };

function storyRoute() {
  const prefetch = vi.fn(async () => {});
  const load = vi.fn(async () => ({ default: () => null, prefetch }));
  return { load, prefetch, routes: [{ path: '/blog/:slug', Component: lazyPage(load) }] };
}

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = '<span>A story</span>';
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  (document.querySelector('main') ?? document.body).append(anchor);
  return anchor;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('inAppDestination', () => {
  it('is the address of a link to another page of the site, from any element inside it', () => {
    const anchor = link('/blog/a-story?from=home');
    const url = inAppDestination(anchor.querySelector('span'), window.location);
    expect(url?.pathname).toBe('/blog/a-story');
    expect(url?.search).toBe('?from=home');
  });

  it('is where an option that is not a link leads, from its data-href', () => {
    const option = document.createElement('div');
    option.setAttribute('role', 'option');
    option.dataset.href = '/index/a-vendor';
    option.innerHTML = '<span>A vendor</span>';
    document.body.append(option);
    expect(inAppDestination(option.querySelector('span'), window.location)?.pathname).toBe(
      '/index/a-vendor',
    );
  });

  it('is nothing for another site, another tab, a download or this very page', () => {
    expect(inAppDestination(link('https://elsewhere.example/blog/x'), window.location)).toBe(
      undefined,
    );
    expect(inAppDestination(link('/blog/x', { target: '_blank' }), window.location)).toBe(
      undefined,
    );
    expect(inAppDestination(link('/brochure.pdf', { download: '' }), window.location)).toBe(
      undefined,
    );
    expect(inAppDestination(link(window.location.pathname), window.location)).toBe(undefined);
    expect(inAppDestination(document.body, window.location)).toBe(undefined);
  });
});

describe('watchLinkIntent', () => {
  it('asks for the page and its data when a finger or button goes down on a link', async () => {
    const { routes, prefetch, load } = storyRoute();
    const client = new QueryClient();
    stop = watchLinkIntent(routes, client, loaders);
    link('/blog/a-story')
      .querySelector('span')!
      .dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith(
      client,
      { slug: 'a-story' },
      expect.any(URLSearchParams),
      '/blog/a-story',
    );
  });

  it('counts a mouse resting on a link, not one passing over it', async () => {
    vi.useFakeTimers();
    const { routes, prefetch } = storyRoute();
    stop = watchLinkIntent(routes, new QueryClient(), loaders);
    const passed = link('/blog/passed-over');
    const rested = link('/blog/rested-on');
    passed.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    vi.advanceTimersByTime(HOVER_INTENT_MS - 10);
    passed.dispatchEvent(new MouseEvent('mouseout', { bubbles: true }));
    rested.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    vi.useRealTimers();
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    expect(prefetch.mock.calls.at(0)?.at(1)).toEqual({ slug: 'rested-on' });
  });

  describe('links on screen', () => {
    let reportVisible: (targets: Element[]) => void = () => {};
    beforeEach(() => {
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: IntersectionObserverCallback) {
            reportVisible = (targets) =>
              callback(
                targets.map((target) => ({ target, isIntersecting: true })) as never,
                this as never,
              );
          }
          observe() {}
          unobserve() {}
          disconnect() {}
        },
      );
    });

    it('loads the chunk of a destination in the content, once, without its data', async () => {
      const { routes, prefetch, load } = storyRoute();
      document.body.append(document.createElement('main'));
      stop = watchLinkIntent(routes, new QueryClient(), loaders);
      const first = link('/blog/first');
      const again = link('/blog/first');
      const other = link('/blog/second');
      await vi.waitFor(async () => {
        reportVisible([first, again, other]);
        await flush();
        expect(load).toHaveBeenCalled();
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(load).toHaveBeenCalledTimes(1);
      expect(prefetch).not.toHaveBeenCalled();
    });
  });
});
