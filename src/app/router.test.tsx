import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@/config/paths';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { ROUTE_ERROR_HEADING } from './layout/route-error';
import { createRoutes, pageRoutes } from './router';

const NOT_FOUND = 'Page not found';
/** A page's first render imports its lazy chunk (and its libraries) in jsdom: allow for that. */
const PAGE_LOAD = { timeout: 15_000 };
const TEST_TIMEOUT_MS = 30_000;

function renderAt(path: string, routes: RouteObject[] = createRoutes()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

/** Every path of site-spec §2 "Public routes", parameters filled with sample values. */
const PUBLIC_PATHS = [
  '/',
  '/login',
  '/index',
  '/index/atelier-seraphine',
  '/blog',
  '/blog/destinations',
  '/blog/destination',
  '/blog/trends',
  '/blog/planning',
  '/blog/real-weddings',
  '/blog/inspiration',
  '/blog/jewelry',
  '/blog/beauty',
  '/blog/a-sample-story',
  '/planning',
  '/weddings',
  '/style',
  '/fashion',
  '/gifts',
  '/nybfw',
  '/venues',
  '/membership',
  '/diversity',
  '/privacy-policy',
  '/terms-of-use',
  '/about',
  '/submissions',
  '/careers',
  '/contact',
  '/reset-password',
  '/unsubscribe',
];
const SIGNED_IN_PATHS = [
  '/vendor-dashboard',
  '/account-settings',
  '/manage-listing',
  '/manage-listing/42',
];
const ADMIN_PATHS = [
  '/admin',
  '/admin/applications',
  '/admin/listings',
  '/admin/members',
  '/admin/inbox',
  '/admin/posts',
  '/admin/home',
  '/admin/videos',
  '/admin/categories',
  '/admin/audit',
  '/admin/blog',
  '/admin/blog/42',
];

beforeEach(() => {
  // Real pages may read data; the route table only cares that they render.
  server.use(http.get('*/rest/v1/*', () => HttpResponse.json([])));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('route table', { timeout: TEST_TIMEOUT_MS }, () => {
  it('renders the home page inside the frame at /', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1 }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo', {}, PAGE_LOAD)).toBeInTheDocument();
  });

  it.each(PUBLIC_PATHS)('%s resolves to its page, not the not-found route', async (path) => {
    const { router } = renderAt(path);
    const page = router.state.matches.at(-1)?.route;
    expect(page?.path).not.toBe('*');
    expect(page?.element ?? page?.Component).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1 }, PAGE_LOAD)).toBeInTheDocument();
  });

  it.each([...SIGNED_IN_PATHS, ...ADMIN_PATHS])(
    '%s is guarded: a visitor who is not signed in is sent to /login',
    async (path) => {
      const { router } = renderAt(path);
      await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.login), PAGE_LOAD);
      const heading = await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
      expect(heading).not.toHaveTextContent(NOT_FOUND);
    },
  );

  it.each(['/no/such/page', '/blog/a/b', '/admin/users', '/index/a/b'])(
    'renders the not-found page for the unknown path %s, with a link home',
    async (path) => {
      const { router } = renderAt(path);
      expect(router.state.matches.at(-1)?.route.path).toBe('*');
      expect(
        await screen.findByRole('heading', { name: NOT_FOUND }, PAGE_LOAD),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    },
  );

  it('shows the membership promo on every page but /membership', async () => {
    const elsewhere = renderAt('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: NOT_FOUND }, PAGE_LOAD);
    expect(screen.getByRole('region', { name: 'VENDOR MEMBERSHIP' })).toBeInTheDocument();
    elsewhere.unmount();

    renderAt('/membership');
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    expect(screen.queryByRole('region', { name: 'VENDOR MEMBERSHIP' })).not.toBeInTheDocument();
  });

  it('goes home from the logo and scrolls to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderAt('/no/such/page');
    await screen.findByRole('heading', { name: NOT_FOUND });
    scrollTo.mockClear();

    await userEvent.click(screen.getByRole('link', { name: 'Perféte — home' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('scrolls to the top on every path change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderAt('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: NOT_FOUND }, PAGE_LOAD);
    scrollTo.mockClear();

    await router.navigate('/another/unknown/page');

    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 }));
  });

  it('leaves the page where the browser put it on arrival', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderAt('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: NOT_FOUND }, PAGE_LOAD);
    // (A reload keeps the reader's place; a scroll made while the page loaded stays.)
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('brings the part an address names into view, its id read decoded or as written', async () => {
    const { router } = renderAt('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: NOT_FOUND }, PAGE_LOAD);
    const accented = Object.assign(document.createElement('div'), { id: 'café-menu' });
    const percent = Object.assign(document.createElement('div'), { id: '100%-real' });
    document.body.append(accented, percent);
    const shown: Element[] = [];
    const scrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Element.prototype.scrollIntoView = function (this: Element) {
      shown.push(this);
    };
    try {
      await router.navigate('/another/unknown/page#caf%C3%A9-menu');
      await waitFor(() => expect(shown).toEqual([accented]));
      // Not valid percent-encoding: the id as written.
      await router.navigate('/a/third/page#100%-real');
      await waitFor(() => expect(shown).toEqual([accented, percent]));
    } finally {
      if (scrollIntoView)
        Object.defineProperty(Element.prototype, 'scrollIntoView', scrollIntoView);
      else delete (Element.prototype as Partial<Element>).scrollIntoView;
      accented.remove();
      percent.remove();
    }
  });

  it('shows the error screen, inside the frame, when a route throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    renderAt('/broken', createRoutes([...pageRoutes, { path: 'broken', Component: Broken }]));

    expect(await screen.findByRole('heading', { name: ROUTE_ERROR_HEADING })).toHaveTextContent(
      'Unexpected Application Error!',
    );
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
