import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { renderWithProviders } from '@/testing/render';

/** Renders a memory router (inside the app's providers) starting at `path`. */
export function renderRoutes(
  routes: RouteObject[],
  path: string | { pathname: string; state?: unknown },
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}
