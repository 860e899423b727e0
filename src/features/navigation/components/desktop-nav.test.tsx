import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { DesktopNav } from './desktop-nav';

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const POSTS = [
  {
    id: 'p1',
    title: 'Vows at Villa Cimbrone',
    slug: 'villa-cimbrone',
    featured_image: null,
    video_url: [],
    category_ref: { name: 'Destination' },
    subcategory_ref: { name: 'Europe' },
  },
  {
    id: 'p2',
    title: 'The Cathedral Veil Returns',
    slug: 'cathedral-veil',
    featured_image: null,
    video_url: [],
    category_ref: { name: 'Fashion' },
    subcategory_ref: null,
  },
];
const LISTINGS = [
  {
    id: 'l1',
    name: 'Atelier Seraphine',
    url_name: 'atelier-seraphine',
    image_url: null,
    headshot_url: null,
    video_url: null,
    city: 'New York',
    state: 'New York',
    country: 'USA',
    category_ref: { name: 'Fashion' },
  },
];

/** Serves the menus' tables and records which were asked for. */
function serveMenus() {
  const requested: string[] = [];
  server.use(
    http.get('*/rest/v1/blog_posts', ({ request }) => {
      const category = new URL(request.url).searchParams.get('category');
      requested.push(category ? 'venue-menu' : 'blog-menu');
      return HttpResponse.json(POSTS);
    }),
    http.get('*/rest/v1/listings', () => {
      requested.push('vendor-menu');
      return HttpResponse.json(LISTINGS);
    }),
  );
  return requested;
}

function renderNav() {
  const router = createMemoryRouter([{ path: '*', element: <DesktopNav /> }], {
    initialEntries: ['/about'],
  });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DesktopNav', () => {
  it('shows HOME, VENUE, BLOG and INDEX and loads no menu data on first paint', async () => {
    const requested = serveMenus();
    renderNav();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/');
    for (const name of ['VENUE', 'BLOG', 'INDEX']) {
      expect(within(nav).getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toEqual([]);
  });

  it('prefetches a panel’s data when its trigger gets focus, and only that panel’s', async () => {
    const requested = serveMenus();
    renderNav();

    screen.getByRole('button', { name: 'INDEX' }).focus();

    await waitFor(() => expect(requested).toEqual(['vendor-menu']));
  });

  it('opens a panel from the keyboard and closes it with Escape', async () => {
    serveMenus();
    const user = userEvent.setup();
    renderNav();

    await user.tab(); // HOME
    await user.tab(); // VENUE
    await user.tab(); // BLOG
    const blog = screen.getByRole('button', { name: 'BLOG' });
    expect(blog).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(blog).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('navigation', { name: 'The Blog' });
    expect(within(panel).getByRole('link', { name: /TRENDS/ })).toHaveAttribute(
      'href',
      '/blog/trends',
    );
    expect(await screen.findByRole('link', { name: /Vows at Villa Cimbrone/ })).toHaveAttribute(
      'href',
      '/blog/villa-cimbrone',
    );

    await user.keyboard('{Escape}');
    await waitFor(() => expect(blog).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByRole('navigation', { name: 'The Blog' })).not.toBeInTheDocument();
  });

  it('opens with ArrowDown too', async () => {
    serveMenus();
    const user = userEvent.setup();
    renderNav();

    screen.getByRole('button', { name: 'VENUE' }).focus();
    await user.keyboard('{ArrowDown}');

    expect(await screen.findByRole('navigation', { name: 'Venues' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'HOTEL' })).toHaveAttribute(
      'href',
      '/venues?type=Hotel',
    );
  });

  it('navigates to the item’s page on a pointer click, and scrolls to the top', async () => {
    serveMenus();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const user = userEvent.setup();
    const { router } = renderNav();

    await user.click(screen.getByRole('button', { name: 'INDEX' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    expect(screen.getByRole('button', { name: 'INDEX' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the panel and goes to a chosen side-list link', async () => {
    serveMenus();
    const user = userEvent.setup();
    const { router } = renderNav();
    screen.getByRole('button', { name: 'INDEX' }).focus();
    await user.keyboard('{Enter}');

    await user.click(await screen.findByRole('link', { name: 'PHOTOGRAPHY' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(router.state.location.search).toBe('?category=20000000-0000-4000-8000-000000000003');
    expect(screen.queryByRole('navigation', { name: 'The Index' })).not.toBeInTheDocument();
  });
});
