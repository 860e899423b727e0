import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD, ROUTE_TEST_TIMEOUT_MS, renderRoute, serveTable } from '@/testing/listings';
import { server } from '@/testing/server';
import { ListingReview } from './listing-review';

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
  contact_email: null,
  contact_phone: null,
  venue_type: null,
  guest_capacity: null,
  image_url: 'listings/l-1/a.webp',
  updated_at: '2026-11-01T00:00:00Z',
  category: { name: 'Photography' },
  photos: [
    { url: 'listings/l-1/a.webp', alt: 'First', position: 0 },
    { url: 'listings/l-1/b.webp', alt: 'Second', position: 1 },
    { url: 'listings/l-1/c.webp', alt: 'Taken out', position: 2 },
  ],
};

describe('ListingReview', { timeout: ROUTE_TEST_TIMEOUT_MS }, () => {
  it('shows a live listing’s changes field by field, and approves them', async () => {
    serveTable('listings', () => ({ body: [] }));
    serveTable('listing_changes', () => ({
      body: [
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
              { url: 'listings/l-1/a.webp', alt: 'First' },
            ],
          },
          listing: LIVE,
        },
      ],
    }));
    const approved: unknown[] = [];
    const removedFiles: unknown[] = [];
    server.use(
      // the contact details are private columns, read through their own function
      http.post('*/rest/v1/rpc/listing_contacts', () =>
        HttpResponse.json([{ listing_id: 'l-1', contact_email: null, contact_phone: null }]),
      ),
      http.post('*/rest/v1/rpc/approve_listing_changes', async ({ request }) => {
        approved.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
      http.delete('*/storage/v1/object/media', async ({ request }) => {
        removedFiles.push(await request.json());
        return HttpResponse.json([]);
      }),
    );
    renderRoute(<ListingReview />, '/admin/listings');

    const table = await screen.findByRole(
      'table',
      { name: 'What changes in Casa Aurora' },
      FIRST_LOAD,
    );
    const rows = within(table).getAllByRole('row').slice(1);
    // Only what differs: the description and the photos' order, not the unchanged name or city.
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Description',
      'Photos',
    ]);
    expect(rows[0]).toHaveTextContent('The approved words.');
    expect(rows[0]).toHaveTextContent('The new words.');
    expect(screen.getByText('No new listings wait for review.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Approve changes\s*to Casa Aurora/ }));
    await waitFor(() => expect(approved).toEqual([{ listing_id: 'l-1' }]));
    // The photo the change took out leaves storage once the change is live.
    await waitFor(() => expect(removedFiles).toEqual([{ prefixes: ['listings/l-1/c.webp'] }]));
  });
});
