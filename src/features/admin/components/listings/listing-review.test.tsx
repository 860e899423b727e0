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

    // Both layouts are in the DOM (CSS shows one; jsdom applies none): the wide one is last.
    const table = (
      await screen.findAllByRole('table', { name: 'What changes in Casa Aurora' }, FIRST_LOAD)
    ).at(-1)!;
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
    // The photo the change took out is the database's to remove (approve_listing_changes queues
    // it for the sweep-media function): the admin's browser deletes nothing.
    expect(removedFiles).toEqual([]);
  });

  it('returns a new listing to its vendor only with a reason, which it sends', async () => {
    serveTable('listings', () => ({ body: [{ ...LIVE, id: 'l-2', status: 'pending' }] }));
    serveTable('listing_changes', () => ({ body: [] }));
    const patches: { url: URL; body: unknown }[] = [];
    server.use(
      http.post('*/rest/v1/rpc/listing_contacts', () => HttpResponse.json([])),
      http.patch('*/rest/v1/listings', async ({ request }) => {
        patches.push({ url: new URL(request.url), body: await request.json() });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderRoute(<ListingReview />, '/admin/listings');
    const item = within(
      await screen.findByRole('list', { name: 'New listings' }, FIRST_LOAD),
    ).getByRole('listitem');
    const toggle = within(item).getByRole('button', { name: /Return to draft\s*Casa Aurora/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = within(item).getByRole('form', { name: 'Return Casa Aurora' });
    const submit = within(form).getByRole('button', { name: /Return with this reason/ });

    // Without a reason nothing is sent; the field says what it needs.
    await userEvent.click(submit);
    const reason = within(form).getByLabelText('Why it goes back (the vendor reads this)');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining('Say why the listing goes back: the vendor reads it.'),
    );
    expect(patches).toEqual([]);

    await userEvent.type(reason, '  Please add alt text to the third photo.  ');
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('43 of 2000 characters'));
    await userEvent.click(submit);
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]!.url.searchParams.get('id')).toBe('eq.l-2');
    expect(patches[0]!.body).toEqual({
      status: 'draft',
      return_reason: 'Please add alt text to the third photo.',
    });
  });

  it('keeps the reason and says why when the database refuses the return', async () => {
    serveTable('listings', () => ({ body: [{ ...LIVE, id: 'l-2', status: 'pending' }] }));
    serveTable('listing_changes', () => ({ body: [] }));
    server.use(
      http.post('*/rest/v1/rpc/listing_contacts', () => HttpResponse.json([])),
      http.patch('*/rest/v1/listings', () =>
        HttpResponse.json(
          { code: '23514', message: 'Say why the listing is returned; the vendor reads it' },
          { status: 400 },
        ),
      ),
    );
    renderRoute(<ListingReview />, '/admin/listings');
    await userEvent.click(
      await screen.findByRole('button', { name: /Return to draft\s*Casa Aurora/ }, FIRST_LOAD),
    );
    const form = screen.getByRole('form', { name: 'Return Casa Aurora' });
    const reason = within(form).getByLabelText('Why it goes back (the vendor reads this)');
    await userEvent.type(reason, 'Missing photos.');
    await userEvent.click(within(form).getByRole('button', { name: /Return with this reason/ }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'That didn’t save: Say why the listing is returned; the vendor reads it',
    );
    expect(reason).toHaveValue('Missing photos.');
  });
});
