import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/use-toast';
import { BUSINESS_CATEGORY_IDS } from '@/config/reference-ids';
import {
  CATEGORY_ROWS,
  FIRST_LOAD,
  ROUTE_TEST_TIMEOUT_MS,
  renderRoute,
  serveTable,
} from '@/testing/listings';
import { server } from '@/testing/server';
import { ListingEditor } from '../listing-editor/listing-editor';
import { VendorDashboard } from '../vendor-dashboard';

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }));
beforeEach(() => vi.mocked(toast).mockClear());

const ID = '6a0c9a52-3f1e-4b7d-8c2a-5e9f1d3b7a40';
const TAKEN_DOWN_AT = '2026-11-20T12:00:00Z';

const CARD = {
  id: ID,
  name: 'Maison Lumen',
  url_name: 'maison-lumen',
  status: 'published',
  city: 'Lisbon',
  state: null,
  country: 'Portugal',
  website: null,
  instagram: null,
  updated_at: '2026-11-01T00:00:00Z',
  return_reason: null,
  taken_down_at: null,
  changed_since_take_down_at: null,
  category: { name: 'Photography' },
  changes: null,
};

/** The dashboard's reads; the listing as `listing()` says now; the two calls, recorded. */
function serveDashboard(listing: () => Record<string, unknown>, takeDownStatus = 204) {
  serveTable('vendor_members', () => ({
    body: [{ status: 'active', joined_at: '2026-01-01T00:00:00Z' }],
  }));
  serveTable('listings', () => ({ body: [listing()] }));
  serveTable('listing_dates', () => ({ body: [] }));
  serveTable('inquiries', () => ({ body: [], total: 0 }));
  serveTable('reviews', () => ({ body: [] }));
  const calls: { name: string; body: unknown }[] = [];
  server.use(
    http.post('*/rest/v1/rpc/my_listing_ids', () => HttpResponse.json([ID])),
    http.post('*/rest/v1/rpc/my_listing_stats', () => HttpResponse.json([])),
    http.post('*/rest/v1/rpc/my_response_time', () =>
      HttpResponse.json({ median_seconds: null, answered: 0 }),
    ),
    http.post('*/rest/v1/rpc/take_down_listing', async ({ request }) => {
      calls.push({ name: 'take_down_listing', body: await request.json() });
      return takeDownStatus === 204
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json({ code: '42501', message: 'No' }, { status: takeDownStatus });
    }),
    http.post('*/rest/v1/rpc/put_back_listing', async ({ request }) => {
      calls.push({ name: 'put_back_listing', body: await request.json() });
      return HttpResponse.json('published');
    }),
  );
  return calls;
}

describe('taking a listing down and putting it back', { timeout: ROUTE_TEST_TIMEOUT_MS }, () => {
  it('asks first, in a labelled dialog that Escape closes, then takes it down with Undo', async () => {
    let current: Record<string, unknown> = CARD;
    const calls = serveDashboard(() => current);
    const user = userEvent.setup();
    renderRoute(<VendorDashboard userId="u-1" />, '/vendor-dashboard');
    const cards = await screen.findByRole('list', { name: 'Your listings' }, FIRST_LOAD);
    const card = within(cards).getByRole('listitem');
    const takeDown = within(card).getByRole('button', { name: /Take down\s*Maison Lumen/ });

    await user.click(takeDown);
    const dialog = screen.getByRole('dialog', { name: 'Take “Maison Lumen” down?' });
    expect(dialog).toHaveAccessibleDescription(/its page says “not found”/);
    expect(dialog).toHaveAccessibleDescription(/Nothing is deleted/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(takeDown).toHaveFocus());
    expect(calls).toEqual([]);

    await user.click(takeDown);
    current = { ...CARD, status: 'draft', taken_down_at: TAKEN_DOWN_AT };
    await user.click(screen.getByRole('button', { name: 'Take it down' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([{ name: 'take_down_listing', body: { listing_id: ID } }]);
    expect(card).toHaveTextContent('Taken down');
    expect(within(card).queryByRole('link', { name: /View/ })).not.toBeInTheDocument();
    const putBack = within(card).getByRole('button', { name: /Put back\s*Maison Lumen/ });
    expect(putBack).toHaveAccessibleDescription(/live again at once/);
    await waitFor(() => expect(putBack).toHaveFocus());

    const taken = vi.mocked(toast).mock.calls.at(-1)![0];
    expect(taken.title).toBe('“Maison Lumen” is taken down');
    expect(taken.action?.label).toBe('Undo');
    current = CARD;
    taken.action!.onClick();
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith({ title: '“Maison Lumen” is back in the directory' }),
    );
    expect(calls.at(-1)).toEqual({ name: 'put_back_listing', body: { listing_id: ID } });
    expect(
      await within(card).findByRole('button', { name: /Take down\s*Maison Lumen/ }),
    ).toBeInTheDocument();
  });

  it('says in the dialog when the take-down failed, and keeps it open', async () => {
    serveDashboard(() => CARD, 403);
    const user = userEvent.setup();
    renderRoute(<VendorDashboard userId="u-1" />, '/vendor-dashboard');
    await user.click(
      await screen.findByRole('button', { name: /Take down\s*Maison Lumen/ }, FIRST_LOAD),
    );
    await user.click(screen.getByRole('button', { name: 'Take it down' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('it is still live');
    expect(toast).not.toHaveBeenCalled();
  });

  it('in the editor: the notice of a changed listing, and no putting back over unsaved words', async () => {
    serveTable('listings', () => ({
      body: [
        {
          ...CARD,
          status: 'draft',
          taken_down_at: TAKEN_DOWN_AT,
          changed_since_take_down_at: '2026-11-21T12:00:00Z',
          business_category_id: BUSINESS_CATEGORY_IDS.cakes,
          description: 'Cakes of the season.',
          venue_type: null,
          guest_capacity: null,
          headshot_url: null,
          image_url: null,
          video_url: null,
          photos: [],
        },
      ],
    }));
    server.use(
      http.post('*/rest/v1/rpc/listing_contacts', () => HttpResponse.json([])),
      http.post('*/rest/v1/rpc/my_listing_ids', () => HttpResponse.json([ID])),
      http.post('*/rest/v1/rpc/listing_url_name_available', () => HttpResponse.json(true)),
      http.get('*/rest/v1/business_categories', () => HttpResponse.json(CATEGORY_ROWS)),
    );
    const user = userEvent.setup();
    renderRoute(<ListingEditor id={ID} ownerId="u-1" />, `/manage-listing/${ID}`);
    const notice = await screen.findByRole(
      'region',
      { name: /You took this listing down on November 2\d, 2026/ },
      FIRST_LOAD,
    );
    const putBack = within(notice).getByRole('button', { name: /Put back\s*Maison Lumen/ });
    expect(putBack).toHaveAccessibleDescription(/goes to our editors first/);
    // Not live: no "Take down", and the draft's own buttons.
    expect(screen.queryByRole('button', { name: /Take down/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Description/), ' And bread.');
    expect(within(notice).queryByRole('button', { name: /Put back/ })).not.toBeInTheDocument();
    expect(notice).toHaveTextContent('Save your draft first; then you can put it back.');
  });
});
