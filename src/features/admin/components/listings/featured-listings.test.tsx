import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD, ROUTE_TEST_TIMEOUT_MS, renderRoute, serveTable } from '@/testing/listings';
import { server } from '@/testing/server';
import { FeaturedListings } from './featured-listings';

const row = (n: number) => ({
  id: `l-${n}`,
  name: `Studio ${n}`,
  url_name: `studio-${n}`,
  city: 'Lisbon',
  country: 'Portugal',
  created_at: `2026-11-0${n}T00:00:00Z`,
});

describe('FeaturedListings', { timeout: ROUTE_TEST_TIMEOUT_MS }, () => {
  it('says how many are featured and which show, and unfeatures one', async () => {
    const asked = serveTable('listings', () => ({ body: [row(4), row(3), row(2), row(1)] }));
    const patches: { url: URL; body: unknown }[] = [];
    server.use(
      http.patch('*/rest/v1/listings', async ({ request }) => {
        patches.push({ url: new URL(request.url), body: await request.json() });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderRoute(<FeaturedListings />, '/admin/listings');

    expect(
      await screen.findByRole('heading', { name: 'Featured listings (4)' }, FIRST_LOAD),
    ).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Featured listings' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => within(item).getByText(/shown/i).textContent)).toEqual([
      'Shown',
      'Shown',
      'Shown',
      'Not shown',
    ]);
    expect(asked[0]!.searchParams.get('order')).toBe('created_at.desc');
    expect(asked[0]!.searchParams.get('is_featured')).toBe('eq.true');

    await userEvent.click(screen.getByRole('button', { name: /Unfeature\s*Studio 1/ }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]!.url.searchParams.get('id')).toBe('eq.l-1');
    expect(patches[0]!.body).toEqual({ is_featured: false });
  });
});
