/** What the magazine's page tests (src/routes/magazine-*.test.tsx) serve and render. */
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { BLOG_CATEGORY_IDS } from '@/config/reference-ids';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';

/** The rows as PostgREST answers them: each with its published posts counted, both ways. */
export const published = (asCategory: number, asSubcategory = 0) => ({
  as_category: [{ count: asCategory }],
  as_subcategory: [{ count: asSubcategory }],
});
export const CATEGORIES = [
  {
    id: BLOG_CATEGORY_IDS.realWeddings,
    name: 'Real Weddings',
    slug: 'real-weddings',
    parent_id: null,
    ...published(12),
  },
  {
    id: BLOG_CATEGORY_IDS.fashion,
    name: 'Fashion',
    slug: 'fashion',
    parent_id: null,
    ...published(3),
  },
  {
    id: BLOG_CATEGORY_IDS.elopements,
    name: 'Elopements',
    slug: 'elopements',
    parent_id: BLOG_CATEGORY_IDS.realWeddings,
    ...published(0, 4),
  },
  // Nothing published in it yet: no chip leads to its empty page.
  {
    id: BLOG_CATEGORY_IDS.jewelry,
    name: 'Jewelry',
    slug: 'jewelry',
    parent_id: null,
    ...published(0),
  },
];

export function card(n: number, extra: Record<string, unknown> = {}) {
  return {
    id: `p${n}`,
    title: `Story ${n} about the veil`,
    slug: `story-${n}`,
    excerpt: `Excerpt ${n}`,
    featured_image: null,
    author: null,
    published_at: '2026-05-01T12:00:00Z',
    video_url: [],
    is_opinion: false,
    category: BLOG_CATEGORY_IDS.realWeddings,
    subcategory: null,
    category_ref: { id: BLOG_CATEGORY_IDS.realWeddings, name: 'Real Weddings' },
    subcategory_ref: null,
    profile: null,
    ...extra,
  };
}

/** The blog_posts requests the page sent, in order. */
export const postRequests: URL[] = [];

export function servePosts(rows: unknown[], total = rows.length) {
  server.use(
    http.get('*/rest/v1/blog_posts', ({ request }) => {
      postRequests.push(new URL(request.url));
      return HttpResponse.json(rows as object[], {
        headers: { 'Content-Range': `0-${Math.max(rows.length - 1, 0)}/${total}` },
      });
    }),
  );
}

export function renderAt(path: string, element: React.ReactNode, pattern: string) {
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

/** Before each test: no requests yet, and the categories served. */
export function serveMagazine() {
  postRequests.length = 0;
  server.use(http.get('*/rest/v1/blog_categories', () => HttpResponse.json(CATEGORIES)));
}
