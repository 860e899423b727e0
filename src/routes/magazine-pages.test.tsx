import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { PATHS } from '@/config/paths';
import { BLOG_CATEGORY_IDS } from '@/config/reference-ids';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import BlogPage from './blog';
import BlogSectionPage from './blog-section';
import NybfwPage from './nybfw';
import PostPage from './post';

/** The rows as PostgREST answers them: each with its published posts counted, both ways. */
const published = (asCategory: number, asSubcategory = 0) => ({
  as_category: [{ count: asCategory }],
  as_subcategory: [{ count: asSubcategory }],
});
const CATEGORIES = [
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

function card(n: number, extra: Record<string, unknown> = {}) {
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

let postRequests: URL[];

function servePosts(rows: unknown[], total = rows.length) {
  server.use(
    http.get('*/rest/v1/blog_posts', ({ request }) => {
      postRequests.push(new URL(request.url));
      return HttpResponse.json(rows as object[], {
        headers: { 'Content-Range': `0-${Math.max(rows.length - 1, 0)}/${total}` },
      });
    }),
  );
}

function renderAt(path: string, element: React.ReactNode, pattern: string) {
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

beforeEach(() => {
  postRequests = [];
  server.use(http.get('*/rest/v1/blog_categories', () => HttpResponse.json(CATEGORIES)));
});

describe('/blog', () => {
  it('lists posts with a total and pages, filters from the URL', { timeout: 15_000 }, async () => {
    servePosts([card(1), card(2)], 30);
    renderAt(`/blog?category=${BLOG_CATEGORY_IDS.realWeddings}&page=2`, <BlogPage />, PATHS.blog);

    // The first render of the file loads the page's modules: allow for that.
    expect(
      await screen.findByRole('link', { name: 'Story 1 about the veil' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('30 stories · page 2 of 3')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Real Weddings' }),
    ).toBeInTheDocument();
    expect(postRequests[0]!.searchParams.get('or')).toBe(
      `(category.eq.${BLOG_CATEGORY_IDS.realWeddings},subcategory.eq.${BLOG_CATEGORY_IDS.realWeddings})`,
    );
    expect(postRequests[0]!.searchParams.get('offset')).toBe('12');
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The subcategories of the chosen category appear as refinements.
    expect(screen.getByRole('navigation', { name: 'Narrow by subcategory' })).toBeInTheDocument();
  });

  it('offers as chips only the categories with a published story, counted in one request', async () => {
    servePosts([card(1)]);
    const requests: URL[] = [];
    server.use(
      http.get('*/rest/v1/blog_categories', ({ request }) => {
        requests.push(new URL(request.url));
        return HttpResponse.json(CATEGORIES);
      }),
    );
    renderAt('/blog', <BlogPage />, PATHS.blog);
    const chips = await screen.findByRole('navigation', { name: 'Browse by category' });
    await within(chips).findByRole('link', { name: 'Fashion' });
    expect(
      within(chips)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All', 'Real Weddings', 'Fashion']);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.searchParams.get('as_category.status')).toBe('eq.published');
    expect(requests[0]!.searchParams.get('as_subcategory.status')).toBe('eq.published');
  });

  it('still names an empty category when it is the one chosen', async () => {
    servePosts([], 0);
    renderAt(`/blog?category=${BLOG_CATEGORY_IDS.jewelry}`, <BlogPage />, PATHS.blog);
    const chips = await screen.findByRole('navigation', { name: 'Browse by category' });
    expect(await within(chips).findByRole('link', { name: 'Jewelry' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the category as a removable chip', async () => {
    servePosts([card(1)]);
    const { router } = renderAt(
      `/blog?category=${BLOG_CATEGORY_IDS.realWeddings}`,
      <BlogPage />,
      PATHS.blog,
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Remove filter Real Weddings' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('searches: q in the URL and the request, matches highlighted, a removable chip', async () => {
    servePosts([card(1)]);
    const { router } = renderAt('/blog', <BlogPage />, PATHS.blog);
    await screen.findByRole('link', { name: 'Story 1 about the veil' });

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search the magazine' }),
      'veils{Enter}',
    );

    await waitFor(() => expect(router.state.location.search).toBe('?q=veils'));
    await waitFor(() =>
      expect(postRequests.at(-1)!.searchParams.get('search_vector')).toBe('wfts(english).veils'),
    );
    expect(await screen.findByText('1 story for “veils”')).toBeInTheDocument();
    expect(screen.getAllByText('veil', { selector: 'mark' }).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('link', { name: 'Remove search veils' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('has an empty state for a search without results', async () => {
    servePosts([], 0);
    renderAt('/blog?q=zebra', <BlogPage />, PATHS.blog);
    expect(
      await screen.findByRole('heading', { name: 'No stories match “zebra”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear the search' })).toHaveAttribute('href', '/blog');
  });

  it('offers to try again when the list fails', async () => {
    server.use(
      http.get('*/rest/v1/blog_posts', () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    renderAt('/blog', <BlogPage />, PATHS.blog);
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load these stories.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('section pages', () => {
  it('render from the section table: lead story, chips, paging', async () => {
    servePosts([card(1), card(2), card(3), card(4)], 4);
    renderAt('/blog/real-weddings', <BlogSectionPage />, '/blog/real-weddings');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Real Weddings' }),
    ).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Story 1 about the veil' });
    expect(
      screen.getByRole('heading', { level: 2, name: 'More from Real Weddings' }),
    ).toBeInTheDocument();
    const chips = await screen.findByRole('navigation', { name: 'Filter Real Weddings' });
    expect(within(chips).getByRole('link', { name: 'All' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(chips).getByRole('link', { name: 'Elopements' })).toHaveAttribute(
      'href',
      `/blog/real-weddings?category=${BLOG_CATEGORY_IDS.elopements}`,
    );
    expect(postRequests[0]!.searchParams.get('or')).toBe(
      `(category.in.(${BLOG_CATEGORY_IDS.realWeddings}))`,
    );
  });

  it('narrow to a chip of the section, and ignore a chip from elsewhere', async () => {
    servePosts([card(1)]);
    renderAt(
      `/blog/real-weddings?category=${BLOG_CATEGORY_IDS.elopements}`,
      <BlogSectionPage />,
      '/blog/real-weddings',
    );
    await screen.findByRole('link', { name: 'Story 1 about the veil' });
    expect(postRequests[0]!.searchParams.get('or')).toBe(
      `(category.eq.${BLOG_CATEGORY_IDS.elopements},subcategory.eq.${BLOG_CATEGORY_IDS.elopements})`,
    );

    postRequests = [];
    renderAt(
      `/blog/beauty?category=${BLOG_CATEGORY_IDS.elopements}`,
      <BlogSectionPage />,
      '/blog/beauty',
    );
    await waitFor(() => expect(postRequests).toHaveLength(1));
    expect(postRequests[0]!.searchParams.get('or')).toBe(
      `(category.in.(${BLOG_CATEGORY_IDS.beauty}))`,
    );
  });
});

describe('/nybfw', () => {
  it('leads with the newest report, then designer by designer, opinion pieces marked', async () => {
    servePosts([card(1), card(2, { is_opinion: true, title: 'Opinion: Let It Rest' }), card(3)]);
    renderAt('/nybfw', <NybfwPage />, '/nybfw');
    const lead = await screen.findByRole('region', { name: 'The lead story' });
    expect(within(lead).getByRole('link', { name: 'Story 1 about the veil' })).toBeInTheDocument();
    const designers = screen.getByRole('region', { name: 'Designer by Designer' });
    expect(
      within(designers).getByRole('link', { name: 'Story 3 about the veil' }),
    ).toBeInTheDocument();
    const opinion = screen.getByRole('region', { name: 'Opinion' });
    expect(within(opinion).getByText('OPINION')).toBeInTheDocument();
    expect(within(opinion).getByRole('link', { name: 'Opinion: Let It Rest' })).toBeInTheDocument();
  });
});

describe('/blog/{slug}', () => {
  it('shows the not-found page for a slug nobody may read (draft, scheduled, unknown)', async () => {
    servePosts([]);
    renderAt('/blog/a-draft-story', <PostPage />, '/blog/:slug');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(postRequests).toHaveLength(1);
  });

  it('renders the post from ONE request, with its vendors, share links and metadata', async () => {
    const post = {
      ...card(7, { title: 'Fifty Guests & One Table', slug: 'fifty-guests' }),
      status: 'published',
      created_at: '2026-04-01T00:00:00Z',
      updated_at: '2026-05-02T00:00:00Z',
      content: null,
      content_blocks: [{ type: 'paragraph', text: 'Under the olives.' }],
      photos: [],
      seo_title: null,
      seo_description: null,
      profile: { full_name: 'Margaux Delacroix-Hale', avatar_url: null },
      subcategory_ref: { id: BLOG_CATEGORY_IDS.intimateWeddings, name: 'Intimate Weddings' },
      subcategory: BLOG_CATEGORY_IDS.intimateWeddings,
      credits: [
        {
          role: 'Venue',
          display_order: 1,
          listing: { id: 'l1', name: 'Tenuta Bellandi', url_name: 'tenuta-bellandi' },
        },
        { role: 'Florist', display_order: 2, listing: null },
      ],
    };
    server.use(
      http.get('*/rest/v1/blog_posts', ({ request }) => {
        const url = new URL(request.url);
        postRequests.push(url);
        return HttpResponse.json(url.searchParams.has('slug') ? [post] : []);
      }),
    );
    renderAt('/blog/fifty-guests', <PostPage />, '/blog/:slug');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fifty Guests & One Table' }),
    ).toBeInTheDocument();
    expect(screen.getByText('By', { exact: false })).toHaveTextContent('By Margaux Delacroix-Hale');
    expect(screen.getByRole('link', { name: 'Intimate Weddings' })).toBeInTheDocument();
    expect(screen.getByText('1 min read')).toBeInTheDocument();
    const vendors = screen.getByRole('region', { name: 'The Vendors' });
    expect(within(vendors).getByRole('link', { name: 'Tenuta Bellandi' })).toHaveAttribute(
      'href',
      '/index/tenuta-bellandi',
    );
    expect(within(vendors).queryByText('Florist')).toBeNull();
    const share = screen.getByRole('region', { name: 'Share this story' });
    const facebook = within(share).getByRole('link', { name: /Facebook/ });
    expect(facebook.getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('http://localhost:3000/blog/fifty-guests')}`,
    );
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(postRequests.filter((url) => url.searchParams.has('slug'))).toHaveLength(1);

    await waitFor(() => expect(document.title).toBe('Fifty Guests & One Table | Perféte'));
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:3000/blog/fifty-guests',
    );
    expect(document.querySelector('meta[property="og:type"]')).toHaveAttribute(
      'content',
      'article',
    );
    expect(document.querySelector('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary',
    );
    const jsonLd = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')!.textContent!,
    );
    expect(jsonLd).toMatchObject({
      '@type': 'Article',
      headline: 'Fifty Guests & One Table',
      author: { '@type': 'Person', name: 'Margaux Delacroix-Hale' },
      datePublished: '2026-05-01T12:00:00Z',
    });
  });
});
