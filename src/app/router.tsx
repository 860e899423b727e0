import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { RootRouteError, RouteError } from './layout/route-error';

// Every page is its own chunk; RootLayout shows a spinner in <main> while one loads.
const HomePage = lazy(() => import('@/routes/home'));
const NotFoundPage = lazy(() => import('@/routes/not-found'));

/** The pages, rendered inside the frame. */
export const pageRoutes: RouteObject[] = [
  { index: true, Component: HomePage },
  { path: '*', Component: NotFoundPage },
];

/**
 * Wraps pages in the frame. A page that throws shows the error screen inside the frame; a frame
 * that throws falls back to the bare error screen. Tests pass their own pages to reuse the table.
 */
export function createRoutes(pages: RouteObject[] = pageRoutes): RouteObject[] {
  return [
    {
      Component: RootLayout,
      errorElement: <RootRouteError />,
      children: [{ errorElement: <RouteError />, children: pages }],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
