import { SITE_CARD } from '@/lib/share-image';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { BLOG_CATEGORY_IDS } from '@/config/reference-ids';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { card, postRequests, renderAt, serveMagazine, servePosts } from '@/testing/magazine';
import BlogPage from './blog';
import BlogSectionPage from './blog-section';
import NybfwPage from './nybfw';
import PostPage from './post';

beforeEach(serveMagazine);

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
    // Its own page: indexed, its stories named in order as an ItemList (as the site function does).
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
    const list = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
      .find((data) => data['@type'] === 'ItemList');
    expect(list).toMatchObject({ name: 'Real Weddings', numberOfItems: 4 });
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
    // A chip narrows the section: noindex, follow, the section's canonical (docs/decisions.md).
    await waitFor(() =>
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex, follow',
      ),
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/blog\/real-weddings$/,
    );

    postRequests.length = 0;
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
    expect(screen.getByText(/^By$/)).toHaveTextContent('By Margaux Delacroix-Hale');
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
    // A story without a cover shares the site card, large, as a JPEG with its size and alt.
    expect(document.querySelector('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    expect(document.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'http://localhost:3000/images/share/site-card.jpg',
    );
    expect(document.querySelector('meta[property="og:image:type"]')).toHaveAttribute(
      'content',
      'image/jpeg',
    );
    expect(document.querySelector('meta[property="og:image:width"]')).toHaveAttribute(
      'content',
      '1200',
    );
    expect(document.querySelector('meta[property="og:image:alt"]')?.getAttribute('content')).toBe(
      SITE_CARD.alt,
    );
    expect(document.querySelector('meta[property="pin:media"]')).toBeNull();
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

  it("opened from its card, draws the card's header at once and fills in the story around it", async () => {
    const story = {
      ...card(1),
      status: 'published',
      created_at: '2026-04-01T00:00:00Z',
      updated_at: '2026-05-02T00:00:00Z',
      content: null,
      content_blocks: [{ type: 'paragraph', text: 'Under the olives.' }],
      photos: [],
      seo_title: null,
      seo_description: null,
      credits: [],
    };
    let sendStory!: () => void;
    const storyHeld = new Promise<void>((resolve) => (sendStory = resolve));
    server.use(
      http.get('*/rest/v1/blog_posts', async ({ request }) => {
        const url = new URL(request.url);
        if (!url.searchParams.has('slug')) {
          return HttpResponse.json([card(1), card(2)], { headers: { 'Content-Range': '0-1/2' } });
        }
        await storyHeld;
        return HttpResponse.json([story]);
      }),
    );
    const router = createMemoryRouter(
      [
        { path: '/blog', element: <BlogPage /> },
        { path: '/blog/:slug', element: <PostPage /> },
      ],
      { initialEntries: ['/blog'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    await userEvent.click(
      await screen.findByRole('link', { name: 'Story 1 about the veil' }, { timeout: 8000 }),
    );

    // The card's title, standfirst and section, before the story's own request has answered.
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Story 1 about the veil',
    });
    expect(screen.getByText('Excerpt 1')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the story…');
    expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Under the olives.')).toBeNull();

    sendStory();
    expect(await screen.findByText('Under the olives.')).toBeInTheDocument();
    expect(screen.getByText('1 min read')).toBeInTheDocument();
    expect(screen.getByRole('article')).not.toHaveAttribute('aria-busy');
    // The same heading element, filled in around: nothing the reader was looking at is redrawn.
    expect(screen.getByRole('heading', { level: 1, name: 'Story 1 about the veil' })).toBe(heading);
  });
});
