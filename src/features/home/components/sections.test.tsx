import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { LatestSection } from './latest-section';
import { RealWeddingsSection } from './real-weddings-section';

const post = (n: number) => ({
  id: `p${n}`,
  title: `Story ${n}`,
  slug: `story-${n}`,
  excerpt: null,
  featured_image: `demo/posts/story-${n}-1600.webp`,
  author: null,
  published_at: '2026-11-01T00:00:00Z',
  created_at: '2026-11-01T00:00:00Z',
  video_url: [],
  is_opinion: false,
  subcategory_ref: null,
});

const renderSection = (ui: React.ReactElement) =>
  renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('post sections', () => {
  it('show their posts in the order the query returns', async () => {
    server.use(
      http.get('*/rest/v1/blog_posts', () => HttpResponse.json([post(1), post(2), post(3)])),
    );
    renderSection(<RealWeddingsSection />);
    const region = await screen.findByRole('region', { name: 'Real Weddings' });
    await waitFor(() => expect(region.querySelectorAll('h3')).toHaveLength(3));
    expect([...region.querySelectorAll('h3')].map((node) => node.textContent)).toEqual([
      'Story 1',
      'Story 2',
      'Story 3',
    ]);
  });

  it('hide themselves, with no message, when the query fails (logged)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/rest/v1/blog_posts', () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    renderSection(<RealWeddingsSection />);
    await waitFor(() => expect(error).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Real Weddings' })).not.toBeInTheDocument(),
    );
  });

  it('hide themselves with no posts', async () => {
    server.use(http.get('*/rest/v1/blog_posts', () => HttpResponse.json([])));
    renderSection(<RealWeddingsSection />);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Real Weddings' })).not.toBeInTheDocument(),
    );
  });
});

describe('The Latest', () => {
  it("shows 'Loading...' and then the five featured posts, the first with high priority", async () => {
    server.use(
      http.get('*/rest/v1/featured_posts', () =>
        HttpResponse.json(
          [1, 2, 3, 4, 5].map((n) => ({ id: `f${n}`, display_order: n, post: post(n) })),
        ),
      ),
    );
    renderSection(<LatestSection />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: 'The Latest' });
    await waitFor(() => expect(region.querySelectorAll('h3')).toHaveLength(5));
    // Desktop (jsdom has no mobile media query): the first post is the large centre card.
    expect([...region.querySelectorAll('h3')].map((node) => node.textContent)).toEqual([
      'Story 2',
      'Story 3',
      'Story 1',
      'Story 4',
      'Story 5',
    ]);
    const priority = region.querySelectorAll('img[fetchpriority="high"]');
    expect(priority).toHaveLength(1);
    expect(priority[0]?.getAttribute('src')).toMatch(/story-1-800\.webp$/);
  });

  it('is hidden with no posts', async () => {
    server.use(http.get('*/rest/v1/featured_posts', () => HttpResponse.json([])));
    renderSection(<LatestSection />);
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'The Latest' })).not.toBeInTheDocument();
  });
});
