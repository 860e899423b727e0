import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_CATEGORY_IDS } from '@/config/reference-ids';
import {
  CATEGORY_ROWS,
  FIRST_LOAD,
  ROUTE_TEST_TIMEOUT_MS,
  renderRoute,
  serveTable,
} from '@/testing/listings';
import { server } from '@/testing/server';
import { ListingEditor } from './listing-editor';

const ID = '6a0c9a52-3f1e-4b7d-8c2a-5e9f1d3b7a40';

const LISTING = {
  id: ID,
  name: 'Maison Lumen',
  url_name: 'maison-lumen',
  status: 'published',
  business_category_id: BUSINESS_CATEGORY_IDS.cakes,
  description: 'Cakes of the season.',
  city: 'Lisbon',
  state: null,
  country: 'Portugal',
  website: null,
  instagram: null,
  venue_type: null,
  guest_capacity: null,
  headshot_url: null,
  image_url: null,
  video_url: null,
  photos: [],
  changes: null,
};

/** The listing, its contacts, whose listings the caller owns, and the categories (late). */
function serveEditor({
  mine,
  categoriesDelayMs = 0,
}: {
  mine: string[];
  categoriesDelayMs?: number;
}) {
  serveTable('listings', () => ({ body: [LISTING] }));
  server.use(
    http.post('*/rest/v1/rpc/listing_contacts', () => HttpResponse.json([])),
    http.post('*/rest/v1/rpc/my_listing_ids', () => HttpResponse.json(mine)),
    http.get('*/rest/v1/business_categories', async () => {
      await delay(categoriesDelayMs);
      return HttpResponse.json(CATEGORY_ROWS);
    }),
  );
}

describe('ListingEditor', { timeout: ROUTE_TEST_TIMEOUT_MS }, () => {
  it('shows the saved category, though the categories arrive after the listing', async () => {
    serveEditor({ mine: [ID], categoriesDelayMs: 300 });
    renderRoute(<ListingEditor id={ID} ownerId="u-1" />, `/manage-listing/${ID}`);
    const form = await screen.findByRole('form', { name: 'Edit Maison Lumen' }, FIRST_LOAD);
    const select = within(form).getByLabelText<HTMLSelectElement>('What you do');
    expect(select.value).toBe(BUSINESS_CATEGORY_IDS.cakes);
    expect(select.selectedOptions[0]).toHaveTextContent('Cakes');
  });

  it('answers another member’s listing with “not yours” and the way to the dashboard, no form', async () => {
    serveEditor({ mine: ['0f0f0f0f-0000-4000-8000-000000000000'] });
    renderRoute(<ListingEditor id={ID} ownerId="u-1" />, `/manage-listing/${ID}`);
    expect(
      await screen.findByRole('heading', { name: 'This listing is not yours' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/vendor-dashboard',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue('Maison Lumen')).not.toBeInTheDocument();
  });

  it('says a listing it cannot read is not found, with the way to the dashboard', async () => {
    serveEditor({ mine: [] });
    serveTable('listings', () => ({ body: [] }));
    renderRoute(<ListingEditor id={ID} ownerId="u-1" />, `/manage-listing/${ID}`);
    expect(
      await screen.findByRole('heading', { name: 'We couldn’t find this listing' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  describe('a new listing’s unsaved words', () => {
    const NEW_ID = '0b6d3c1e-7a2f-4e8d-9c5b-1f2e3d4c5b6a';
    const WORDS = 'Bread and roses, at dawn.';

    beforeEach(() => {
      window.localStorage.clear();
      server.use(
        http.get('*/rest/v1/business_categories', () => HttpResponse.json(CATEGORY_ROWS)),
        http.post('*/rest/v1/rpc/listing_url_name_available', () => HttpResponse.json(true)),
      );
    });
    afterEach(() => vi.restoreAllMocks());

    const openNew = () => renderRoute(<ListingEditor ownerId="u-1" />, '/manage-listing');

    async function typeListing() {
      const user = userEvent.setup();
      const form = await screen.findByRole('form', { name: 'New listing' }, FIRST_LOAD);
      await user.type(within(form).getByLabelText('Name'), 'Atelier Aube');
      await user.type(within(form).getByLabelText(/Description/), WORDS);
      return { user, form };
    }

    it('are offered back after a reload, and put back only when the vendor asks', async () => {
      const first = openNew();
      await typeListing();
      first.unmount();

      openNew();
      const form = await screen.findByRole('form', { name: 'New listing' }, FIRST_LOAD);
      expect(within(form).getByText('You have unsaved changes from earlier.')).toBeInTheDocument();
      expect(within(form).getByLabelText(/Description/)).toHaveValue('');
      await userEvent.click(within(form).getByRole('button', { name: 'Restore them' }));
      expect(within(form).getByLabelText(/Description/)).toHaveValue(WORDS);
      expect(within(form).getByLabelText('Name')).toHaveValue('Atelier Aube');
      expect(within(form).getByLabelText('Web address')).toHaveValue('atelier-aube');
      expect(screen.queryByText('You have unsaved changes from earlier.')).not.toBeInTheDocument();
    });

    it('are forgotten once saved, and the saved editor moves on without asking', async () => {
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
      server.use(
        http.post('*/rest/v1/listings', () => HttpResponse.json({ id: NEW_ID }, { status: 201 })),
      );
      const first = openNew();
      const { user, form } = await typeListing();
      await user.selectOptions(within(form).getByLabelText('What you do'), 'Cakes');
      await user.click(within(form).getByRole('button', { name: 'Save draft' }));
      await vi.waitFor(() => expect(first.where()).toBe(`/manage-listing/${NEW_ID}`));
      expect(confirm).not.toHaveBeenCalled();
      first.unmount();
      expect(window.localStorage.getItem('perfete:draft:listing:new')).toBeNull();

      openNew();
      await screen.findByRole('form', { name: 'New listing' }, FIRST_LOAD);
      expect(screen.queryByText('You have unsaved changes from earlier.')).not.toBeInTheDocument();
    });
  });
});
