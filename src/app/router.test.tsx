import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ROUTE_ERROR_HEADING } from './layout/route-error';
import { createRoutes, pageRoutes } from './router';

function renderAt(path: string, routes: RouteObject[] = createRoutes()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('route table', () => {
  it('renders the home page inside the frame at /', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Perféte' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('renders the not-found page for an unknown path, with a link home', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('goes home from the logo and scrolls to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderAt('/no/such/page');
    await screen.findByRole('heading', { name: 'Page not found' });
    scrollTo.mockClear();

    await userEvent.click(screen.getByRole('link', { name: 'Perféte — home' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Perféte' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
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
