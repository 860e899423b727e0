import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PATHS } from '@/config/paths';
import { BLOG_CATEGORY_IDS } from '@/config/reference-ids';
import { server } from '@/testing/server';
import {
  CATEGORIES,
  card,
  postRequests,
  renderAt,
  serveMagazine,
  servePosts,
} from '@/testing/magazine';
import BlogPage from './blog';

beforeEach(serveMagazine);

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
