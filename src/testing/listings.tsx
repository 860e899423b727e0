import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ReactElement } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { BUSINESS_CATEGORY_IDS } from '@/config/reference-ids';
import { createTestQueryClient } from '@/testing/render';
import { server } from '@/testing/server';
import type { ListingCardData } from '@/features/listings';

/** Test helpers of the directory: a card row, MSW handlers that record requests, a router. */
export function cardRow(overrides: Partial<ListingCardData> = {}): ListingCardData {
  return {
    id: 'l-1',
    name: 'Bellandi Fotografia',
    url_name: 'bellandi-fotografia',
    summary: 'Quietly observed photographs.',
    headshot_url: 'demo/listings/bellandi-fotografia/headshot-600.webp',
    image_url: 'demo/listings/bellandi-fotografia/cover-1200.webp',
    city: 'Florence',
    state: 'Tuscany',
    country: 'Italy',
    venue_type: null,
    guest_capacity: null,
    is_featured: false,
    category: { id: BUSINESS_CATEGORY_IDS.photography, name: 'Photography' },
    ...overrides,
  };
}

export const CATEGORY_ROWS = [
  { id: BUSINESS_CATEGORY_IDS.photography, name: 'Photography', slug: 'photography' },
  { id: BUSINESS_CATEGORY_IDS.rental, name: 'Rental', slug: 'rental' },
  { id: BUSINESS_CATEGORY_IDS.cakes, name: 'Cakes', slug: 'cakes' },
  { id: BUSINESS_CATEGORY_IDS.catering, name: 'Catering', slug: 'catering' },
];

/** The first query of a test file also loads supabase-js (a dynamic import): allow for it. */
export const FIRST_LOAD = { timeout: 10_000 };
/** Route tests render whole pages and type into them: generous on a busy two-core machine. */
export const ROUTE_TEST_TIMEOUT_MS = 30_000;

/** GET /rest/v1/<table>: answers with `respond(url)` and records the request URLs. */
export function serveTable(
  table: string,
  respond: (url: URL) => { body: JsonBodyType; status?: number; total?: number },
) {
  const urls: URL[] = [];
  const answer = (request: Request, head: boolean) => {
    const url = new URL(request.url);
    // The reads of rows; a count alone (a HEAD) is answered but not listed.
    if (!head) urls.push(url);
    const { body, status = 200, total } = respond(url);
    const headers: Record<string, string> = {};
    if (total !== undefined) headers['Content-Range'] = `0-${Math.max(0, total - 1)}/${total}`;
    // `head: true` is a HEAD request: the count's headers without the rows.
    return head
      ? new HttpResponse(null, { status, headers })
      : HttpResponse.json(body, { status, headers });
  };
  server.use(
    http.get(`*/rest/v1/${table}`, ({ request }) => answer(request, false)),
    http.head(`*/rest/v1/${table}`, ({ request }) => answer(request, true)),
  );
  return urls;
}

/**
 * Renders `element` at `path` (route pattern `pattern`) with Helmet, a fresh QueryClient and a
 * memory router; `where()` is the current path and query.
 */
export function renderRoute(
  element: ReactElement,
  path: string,
  pattern = '*',
  /** What the cache holds before the page starts (lists a visitor has seen, say). */
  seed?: (queryClient: QueryClient) => void,
) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: null },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createTestQueryClient();
  seed?.(queryClient);
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  return {
    router,
    where,
    queryClient,
    ...render(
      <HelmetProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </HelmetProvider>,
    ),
  };
}
