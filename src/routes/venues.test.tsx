import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUSINESS_CATEGORY_IDS } from '@/config/reference-ids';
import {
  FIRST_LOAD,
  ROUTE_TEST_TIMEOUT_MS,
  cardRow,
  renderRoute,
  serveTable,
} from '@/testing/listings';
import VenuesPage from './venues';

const VENUE = cardRow({
  name: 'Tenuta Bellandi',
  url_name: 'tenuta-bellandi',
  venue_type: 'Vineyard',
  guest_capacity: 180,
});

function serveVenues() {
  const pages: URL[] = [];
  serveTable('listings', (url) => {
    if (url.searchParams.get('is_featured') === 'eq.true') return { body: [VENUE] };
    pages.push(url);
    return { body: [VENUE], total: 1, status: 206 };
  });
  return pages;
}

describe('/venues', { timeout: ROUTE_TEST_TIMEOUT_MS }, () => {
  it('filters by the venue type in the URL, any case, shows the types as choices and links cards to /index/{url_name}', async () => {
    const pages = serveVenues();
    renderRoute(<VenuesPage />, '/venues?type=vineyard&capacity=150');

    const grid = await screen.findByRole('list', { name: 'Venues' }, FIRST_LOAD);
    expect(within(grid).getByRole('link', { name: 'Tenuta Bellandi' })).toHaveAttribute(
      'href',
      '/index/tenuta-bellandi',
    );
    expect(within(grid).getByText('Vineyard · Up to 180 guests')).toBeInTheDocument();
    const query = pages[0]!.searchParams;
    expect(query.get('business_category_id')).toBe(`eq.${BUSINESS_CATEGORY_IDS.venue}`);
    expect(query.get('venue_type')).toBe('eq.Vineyard');
    expect(query.get('guest_capacity')).toBe('gte.150');

    const types = screen.getByRole('navigation', { name: 'Venue type' });
    expect(within(types).getByRole('link', { name: 'Vineyard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(types).getByRole('link', { name: 'Hotel' })).toHaveAttribute(
      'href',
      '/venues?type=Hotel&capacity=150',
    );
    expect(screen.getByLabelText('Guests')).toHaveValue('150');
  });

  it('says so for a type we do not list, without asking for venues', async () => {
    const pages = serveVenues();
    renderRoute(<VenuesPage />, '/venues?type=Castle');
    expect(
      await screen.findByRole('heading', { name: 'No such venue type' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hotels' })).toHaveAttribute(
      'href',
      '/venues?type=Hotel',
    );
    expect(pages).toHaveLength(0);
  });
});
