import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BUSINESS_CATEGORY_IDS } from '@/config/reference-ids';
import {
  FIRST_LOAD,
  ROUTE_TEST_TIMEOUT_MS,
  cardRow,
  renderRoute,
  serveTable,
} from '@/testing/listings';
import { server } from '@/testing/server';
import { listingKeys } from '@/features/listings';
import { postKeys } from '@/features/posts';
import VendorPage from './vendor';

/** POST /rest/v1/rpc/record_listing_view: records the bodies the page sends. */
function recordViews() {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/rest/v1/rpc/record_listing_view', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(true);
    }),
  );
  return bodies;
}

const DETAIL = {
  ...cardRow({ id: 'l-1', is_featured: true }),
  video_url: null,
  price_tier: '$$$',
  website: 'https://bellandi-fotografia.example',
  instagram: '@bellandi.fotografia',
  business_category_id: BUSINESS_CATEGORY_IDS.photography,
  updated_at: '2026-01-01T00:00:00Z',
  category: { id: BUSINESS_CATEGORY_IDS.photography, name: 'Photography', slug: 'photography' },
  photos: [{ id: 'p1', url: 'demo/listings/x/gallery-1-960.webp', alt: 'Petals', position: 1 }],
  credits: [
    {
      role: 'Photographer',
      created_at: '2026-01-01',
      post: {
        id: 'post-1',
        title: 'An Olive Grove Outside Lucca',
        slug: 'olive-grove-lucca',
        excerpt: null,
        featured_image: null,
        published_at: '2026-01-01T00:00:00Z',
      },
    },
  ],
};

describe('/index/{urlName}', { timeout: ROUTE_TEST_TIMEOUT_MS }, () => {
  it('shows the vendor from one request, with links, gallery, credits and the inquiry form', async () => {
    const requests = serveTable('listings', (url) =>
      url.searchParams.has('url_name') ? { body: [DETAIL] } : { body: [] },
    );
    const admissions = serveTable('listing_admissions', () => ({
      body: [
        {
          admission_note: 'For light that feels like Tuscany.',
          member_since: '2025-03-14T10:00:00Z',
        },
      ],
    }));
    serveTable('listing_response_times', (url) => ({
      body:
        url.searchParams.get('listing_id') === 'eq.l-1'
          ? [{ median_seconds: 4.5 * 3600, answered: 7 }]
          : [],
    }));
    const views = recordViews();
    renderRoute(<VendorPage />, '/index/bellandi-fotografia', '/index/:urlName');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bellandi Fotografia' }, FIRST_LOAD),
    ).toBeInTheDocument();
    // How fast they answer, from the database's honest figure; one view counted for this visitor.
    expect(await screen.findByText('Usually replies within 5 hours')).toBeInTheDocument();
    await waitFor(() => expect(views).toHaveLength(1));
    expect(views[0]).toEqual({
      listing_id: 'l-1',
      visitor: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(requests.filter((url) => url.searchParams.has('url_name'))).toHaveLength(1);
    // Curation shown: why we invited them and since when, asked for by listing id.
    const admission = await screen.findByRole('complementary', {
      name: 'Why Bellandi Fotografia is a member',
    });
    expect(admission).toHaveTextContent('Member since March 2025');
    expect(admission).toHaveTextContent('For light that feels like Tuscany.');
    expect(admissions.map((url) => url.searchParams.get('listing_id'))).toEqual(['eq.l-1']);
    const website = screen.getByRole('link', { name: /Website: bellandi-fotografia\.example/ });
    expect(website).toHaveAttribute('href', 'https://bellandi-fotografia.example');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(website).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Instagram: @bellandi\.fotografia/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/bellandi.fotografia/',
    );
    const featuredIn = screen.getByRole('region', { name: 'Featured in Perféte' });
    expect(
      within(featuredIn).getByRole('link', { name: 'An Olive Grove Outside Lucca' }),
    ).toHaveAttribute('href', '/blog/olive-grove-lucca');
    expect(
      screen.getByRole('button', { name: 'Enlarge photo 1 of 1: Petals' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('form', { name: 'Inquire with Bellandi Fotografia' }),
    ).toBeInTheDocument();
  });

  it('shows not-found with a way back for an unknown or unpublished url_name', async () => {
    serveTable('listings', () => ({ body: [] }));
    const admissions = serveTable('listing_admissions', () => ({ body: [] }));
    const views = recordViews();
    renderRoute(<VendorPage />, '/index/no-such-vendor', '/index/:urlName');
    expect(
      await screen.findByRole('heading', { name: 'Vendor not found' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the directory' })).toHaveAttribute(
      'href',
      '/index',
    );
    expect(admissions).toEqual([]);
    expect(views).toEqual([]);
  });
  it("opened from its card, draws the card's head at once and fills in the page around it", async () => {
    let sendListing!: () => void;
    const listingHeld = new Promise<void>((resolve) => (sendListing = resolve));
    server.use(
      http.get('*/rest/v1/listings', async () => {
        await listingHeld;
        return HttpResponse.json([DETAIL]);
      }),
    );
    serveTable('listing_admissions', () => ({ body: [] }));
    serveTable('listing_response_times', () => ({ body: [] }));
    recordViews();
    renderRoute(<VendorPage />, '/index/bellandi-fotografia', '/index/:urlName', (client) =>
      client.setQueryData(listingKeys.directory({}), {
        listings: [cardRow({ id: 'l-1' })],
        total: 1,
        page: 1,
        pageCount: 1,
      }),
    );

    // The card's name, category, place and cover, before the listing's own request answers.
    const heading = screen.getByRole('heading', { level: 1, name: 'Bellandi Fotografia' });
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Photography' })).toBeInTheDocument();
    expect(screen.getByText('Florence, Tuscany, Italy')).toBeInTheDocument();
    expect(document.querySelector('img[fetchpriority="high"]')).toHaveAttribute(
      'src',
      expect.stringContaining('bellandi-fotografia/cover-1200.webp'),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading this vendor…');
    expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('form')).toBeNull();

    sendListing();
    expect(
      await screen.findByRole('form', { name: 'Inquire with Bellandi Fotografia' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('article')).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText('Loading this vendor…')).toBeNull();
    // The same heading element, filled in around: nothing the couple was reading is redrawn.
    expect(screen.getByRole('heading', { level: 1, name: 'Bellandi Fotografia' })).toBe(heading);
  });

  it("opened from a story's credits, names the vendor at once and leaves the cover's place empty", async () => {
    server.use(http.get('*/rest/v1/listings', () => new Promise<never>(() => {})));
    serveTable('listing_admissions', () => ({ body: [] }));
    renderRoute(<VendorPage />, '/index/bellandi-fotografia', '/index/:urlName', (client) =>
      client.setQueryData(postKeys.detail('olive-grove-lucca'), {
        id: 'post-1',
        slug: 'olive-grove-lucca',
        credits: [
          {
            role: 'Photographer',
            display_order: 1,
            listing: { id: 'l-1', name: 'Bellandi Fotografia', url_name: 'bellandi-fotografia' },
          },
        ],
      }),
    );

    expect(
      screen.getByRole('heading', { level: 1, name: 'Bellandi Fotografia' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    // Not the placeholder picture: the cover is not known yet.
    expect(document.querySelector('img')).toBeNull();
  });
});
