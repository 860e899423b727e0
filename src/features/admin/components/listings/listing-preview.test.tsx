import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LISTING_PREVIEW_COLUMNS } from '@/features/listings';
import { FIRST_LOAD, ROUTE_TEST_TIMEOUT_MS, renderRoute, serveTable } from '@/testing/listings';
import { server } from '@/testing/server';
import { ListingModeration } from './listing-moderation';
import { ListingReview } from './listing-review';

/** The live row as the review queue reads it (REVIEW_LISTING_COLUMNS). */
const LIVE = {
  id: 'l-1',
  name: 'Casa Aurora',
  url_name: 'casa-aurora',
  status: 'published',
  description: 'The approved words.',
  business_category_id: 'cat-1',
  city: 'Porto',
  state: null,
  country: 'Portugal',
  website: null,
  instagram: null,
  venue_type: null,
  guest_capacity: null,
  price_tier: null,
  headshot_url: null,
  image_url: 'listings/l-1/a.webp',
  video_url: null,
  updated_at: '2026-11-01T00:00:00Z',
  category: { name: 'Photography' },
  photos: [
    { url: 'listings/l-1/a.webp', alt: 'First', position: 0 },
    { url: 'listings/l-1/b.webp', alt: 'Second', position: 1 },
    { url: 'listings/l-1/c.webp', alt: 'Taken out', position: 2 },
  ],
};

/** The same listing as its page reads it (LISTING_PREVIEW_COLUMNS). */
function pageRow(overrides: Record<string, unknown> = {}) {
  return {
    ...LIVE,
    headshot_url: null,
    is_featured: false,
    category: { id: 'cat-1', name: 'Photography', slug: 'photography' },
    photos: LIVE.photos.map((photo, index) => ({ ...photo, id: `p-${index}` })),
    credits: [],
    ...overrides,
  };
}

/** The review queue's requests, and the page's when a preview asks for it. */
function serveReview({
  submitted = [],
  changes = [],
  page,
}: {
  submitted?: unknown[];
  changes?: unknown[];
  page: ReturnType<typeof pageRow>;
}) {
  const listings = serveTable('listings', (url) =>
    url.searchParams.get('status') === 'eq.pending'
      ? { body: submitted }
      : url.searchParams.get('id') === `eq.${page.id}`
        ? { body: [page] }
        : { body: [] },
  );
  serveTable('listing_changes', () => ({ body: changes }));
  const admissions = serveTable('listing_admissions', () => ({ body: [] }));
  const contacts: unknown[] = [];
  server.use(
    http.post('*/rest/v1/rpc/listing_contacts', async ({ request }) => {
      contacts.push(await request.json());
      return HttpResponse.json([]);
    }),
  );
  const previews = () => listings.filter((url) => url.searchParams.has('id'));
  return { listings, previews, admissions, contacts };
}

/** The one request of a preview: the vendor page's columns, by id, whatever the status. */
function expectPreviewRequest(url: URL | undefined, id: string) {
  expect(url?.searchParams.get('select')).toBe(LISTING_PREVIEW_COLUMNS);
  expect(url?.searchParams.get('id')).toBe(`eq.${id}`);
  expect(url?.searchParams.has('status')).toBe(false);
  expect(url?.searchParams.get('photos.order')).toBe('position.asc');
  expect(url?.searchParams.get('credits.order')).toBe('created_at.desc');
  expect(url?.searchParams.get('credits.limit')).toBe('6');
}

describe('the admin’s preview of a listing', { timeout: ROUTE_TEST_TIMEOUT_MS }, () => {
  it('shows a new listing’s page as couples will see it, fetched only when opened', async () => {
    const pending = { ...LIVE, id: 'l-2', name: 'Studio Nuovo', url_name: 'studio-nuovo' };
    const served = serveReview({
      submitted: [{ ...pending, status: 'pending' }],
      page: pageRow({
        ...pending,
        status: 'pending',
        description: 'We photograph weddings.\n\nMostly in the north.',
      }),
    });
    renderRoute(<ListingReview />, '/admin/listings');
    const item = within(
      await screen.findByRole('list', { name: 'New listings' }, FIRST_LOAD),
    ).getByRole('listitem');
    // The queue's first load: its three requests, none per row.
    await waitFor(() => expect(served.contacts).toHaveLength(1));
    expect(served.listings).toHaveLength(1);
    expect(served.previews()).toEqual([]);

    const open = within(item).getByRole('button', { name: /Preview\s*Studio Nuovo/ });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Preview: Studio Nuovo' });
    expect(dialog).toHaveAccessibleDescription(
      'Sent for review: the page couples will see at /index/studio-nuovo once it is published.',
    );
    // The public page's own parts: name, place, words in paragraphs, the gallery in order.
    expect(
      await within(dialog).findByRole('heading', { level: 1, name: 'Studio Nuovo' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Porto, Portugal')).toBeInTheDocument();
    expect(within(dialog).getByText('We photograph weddings.').tagName).toBe('P');
    expect(within(dialog).getByText('Mostly in the north.').tagName).toBe('P');
    expect(
      // The page draws its gallery and inquiry a task after its profile (as the public page does).
      within(await within(dialog).findByRole('list', { name: 'Photos' }))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Enlarge photo 1 of 3: First',
      'Enlarge photo 2 of 3: Second',
      'Enlarge photo 3 of 3: Taken out',
    ]);
    // The inquiry form is shown as couples see it, but nothing in a preview can send it.
    const inquiry = await within(dialog).findByRole('heading', {
      name: 'Inquire with Studio Nuovo',
    });
    const send = within(inquiry.closest('section')!).getByRole('button', { name: /send/i });
    expect(send.closest('[inert]')).not.toBeNull();
    expect(served.previews()).toHaveLength(1);
    expectPreviewRequest(served.previews()[0], 'l-2');

    // Escape closes it and gives focus back to the row's button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });

  it('shows a change field by field and photo by photo, then the page as approving makes it', async () => {
    const served = serveReview({
      changes: [
        {
          listing_id: 'l-1',
          status: 'pending',
          reason: null,
          submitted_at: '2026-11-24T00:00:00Z',
          changes: {
            name: 'Casa Aurora',
            description: 'The new words.',
            city: 'Porto',
            photos: [
              { url: 'listings/l-1/b.webp', alt: 'Second' },
              { url: 'listings/l-1/a.webp', alt: 'First, described anew' },
              { url: 'listings/l-1/d.webp', alt: 'Added' },
            ],
          },
          listing: LIVE,
        },
      ],
      page: pageRow(),
    });
    renderRoute(<ListingReview />, '/admin/listings');
    // The row (its photo lists hold list items too).
    const item = within(
      await screen.findByRole('list', { name: 'Changes to live listings' }, FIRST_LOAD),
    ).getAllByRole('listitem')[0]!;
    await waitFor(() => expect(served.contacts).toHaveLength(1));
    expect(served.previews()).toEqual([]);

    await userEvent.click(
      within(item).getByRole('button', { name: /Preview changes\s*to Casa Aurora/ }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Proposed changes: Casa Aurora',
    });
    // Both layouts are in the DOM (CSS shows one; jsdom applies none): the wide one is last.
    const table = within(dialog)
      .getAllByRole('table', { name: 'What changes in Casa Aurora' })
      .at(-1)!;
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Description',
      'Photos',
    ]);
    const photos = rows[1]!;
    expect(photos).toHaveTextContent('1 added · 1 removed · new order · 1 new description');
    const live = within(within(photos).getByRole('list', { name: 'Live photos' })).getAllByRole(
      'listitem',
    );
    expect(live[2]).toHaveTextContent('RemovedTaken out');
    const proposed = within(
      within(photos).getByRole('list', { name: 'Proposed photos' }),
    ).getAllByRole('listitem');
    expect(proposed.map((entry) => entry.textContent)).toEqual([
      '1Moved from 2Second',
      '2Moved from 1New descriptionFirst, described anew',
      '3NewAdded',
    ]);

    // The page with the change applied: the new words, the new gallery in its new order.
    const page = await within(dialog).findByRole('article');
    expect(within(page).getByText('The new words.')).toBeInTheDocument();
    expect(within(page).queryByText('The approved words.')).not.toBeInTheDocument();
    expect(
      within(await within(page).findByRole('list', { name: 'Photos' }))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Enlarge photo 1 of 3: Second',
      'Enlarge photo 2 of 3: First, described anew',
      'Enlarge photo 3 of 3: Added',
    ]);
    expectPreviewRequest(served.previews()[0], 'l-1');
  });
});

describe('every listing’s names', { timeout: ROUTE_TEST_TIMEOUT_MS }, () => {
  const MODERATED = [
    { ...LIVE, is_featured: false },
    { ...LIVE, id: 'l-3', name: 'Studio Bozza', url_name: 'studio-bozza', status: 'draft' },
  ];

  function serveModeration() {
    const listings = serveTable('listings', (url) =>
      url.searchParams.get('id') === 'eq.l-3'
        ? {
            body: [
              pageRow({
                id: 'l-3',
                name: 'Studio Bozza',
                url_name: 'studio-bozza',
                status: 'draft',
              }),
            ],
          }
        : { body: MODERATED, total: MODERATED.length },
    );
    serveTable('listing_admissions', () => ({ body: [] }));
    return { previews: () => listings.filter((url) => url.searchParams.has('id')) };
  }

  it('link to the public page when published, else to the preview, which Escape closes', async () => {
    const served = serveModeration();
    const { where } = renderRoute(<ListingModeration />, '/admin/listings?listing-status=');
    const list = await screen.findByRole('list', { name: 'Every listing' }, FIRST_LOAD);
    expect(within(list).getByRole('link', { name: 'Casa Aurora' })).toHaveAttribute(
      'href',
      '/index/casa-aurora',
    );
    const draft = within(list).getByRole('link', { name: /^Studio Bozza\s*\(preview\)$/ });
    expect(draft).toHaveAttribute('href', '/admin/listings?listing-status=&preview=l-3');
    expect(served.previews()).toEqual([]);

    draft.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Preview: Studio Bozza' });
    expect(where()).toBe('/admin/listings?listing-status=&preview=l-3');
    expect(dialog).toHaveAccessibleDescription(
      'A draft: the page as couples would see it at /index/studio-bozza if it were published.',
    );
    expect(
      await within(dialog).findByRole('heading', { level: 1, name: 'Studio Bozza' }),
    ).toBeInTheDocument();
    expect(served.previews()).toHaveLength(1);
    expectPreviewRequest(served.previews()[0], 'l-3');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(where()).toBe('/admin/listings?listing-status=');
    expect(within(list).getByRole('link', { name: /^Studio Bozza\s*\(preview\)$/ })).toHaveFocus();
  });

  it('opens the preview a link names, and closes it without leaving the page', async () => {
    serveModeration();
    const { where } = renderRoute(<ListingModeration />, '/admin/listings?preview=l-3');
    const dialog = await screen.findByRole('dialog', { name: 'Preview: Studio Bozza' }, FIRST_LOAD);
    await userEvent.click(within(dialog).getByRole('button', { name: /Close/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(where()).toBe('/admin/listings');
  });
});
