import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD, ROUTE_TEST_TIMEOUT_MS, renderRoute, serveTable } from '@/testing/listings';
import { server } from '@/testing/server';
import { VendorDashboard } from './vendor-dashboard';

const LISTING = {
  id: 'l-1',
  name: 'Maison Lumen',
  url_name: 'maison-lumen',
  status: 'published',
  city: 'Lisbon',
  state: null,
  country: 'Portugal',
  website: null,
  instagram: null,
  updated_at: '2026-11-01T00:00:00Z',
  category: { name: 'Photography' },
  changes: {
    status: 'changes_requested',
    reason: 'Please name the venue.',
    submitted_at: '2026-11-20T00:00:00Z',
  },
};

const INQUIRY = {
  id: 'i-1',
  listing_id: 'l-1',
  name: 'Ada & Grace',
  email: 'ada@example.com',
  wedding_date: '2027-06-12',
  guest_count: 80,
  budget_band: '25k-50k',
  message: 'Are you free on our date?',
  status: 'new',
  read_at: null,
  first_replied_at: null,
  created_at: '2026-11-24T09:00:00Z',
  listing: { name: 'Maison Lumen', url_name: 'maison-lumen' },
};

const ELSEWHERE_ID = '0b6f3c1e-5d2a-4e8b-9c7f-1a2b3c4d5e6f';

/**
 * The membership row, the listings, their numbers, the response time and the inbox; one
 * inquiry asked for by id (the email's link) answers `single`.
 */
function serveWorkspace(
  membership: unknown[],
  { listings = [LISTING] as unknown[], single = [] as unknown[] } = {},
) {
  serveTable('vendor_members', () => ({ body: membership }));
  const listingReads = serveTable('listings', () => ({ body: listings }));
  serveTable('listing_dates', () => ({ body: [] }));
  const inbox = serveTable('inquiries', (url) =>
    url.searchParams.has('id') ? { body: single } : { body: [INQUIRY], total: 1 },
  );
  const patches: { url: URL; body: unknown }[] = [];
  server.use(
    // owner_id is private: the dashboard asks which listings are the caller's first
    http.post('*/rest/v1/rpc/my_listing_ids', () => HttpResponse.json(['l-1'])),
    http.post('*/rest/v1/rpc/my_listing_stats', () =>
      HttpResponse.json([
        { listing_id: 'l-1', views_7: 12, views_30: 40, inquiries_7: 1, inquiries_30: 3 },
      ]),
    ),
    http.post('*/rest/v1/rpc/my_response_time', () =>
      HttpResponse.json({ median_seconds: 7200, answered: 4 }),
    ),
    http.patch('*/rest/v1/inquiries', async ({ request }) => {
      patches.push({ url: new URL(request.url), body: await request.json() });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { inbox, patches, listingReads };
}

describe('VendorDashboard', { timeout: ROUTE_TEST_TIMEOUT_MS }, () => {
  it('shows each listing’s state in words, its numbers, and the inbox with new first', async () => {
    const { inbox } = serveWorkspace([{ status: 'active', joined_at: '2026-01-01T00:00:00Z' }]);
    renderRoute(<VendorDashboard userId="u-1" />, '/vendor-dashboard');

    const cards = await screen.findByRole('list', { name: 'Your listings' }, FIRST_LOAD);
    const card = within(cards).getByRole('listitem');
    expect(card).toHaveTextContent('Changes requested');
    expect(card).toHaveTextContent('“Please name the venue.”');
    expect(card).toHaveTextContent('Photography · Lisbon, Portugal');
    expect(await within(card).findByText('12 in 7 days · 40 in 30')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: /Make the changes\s*Maison Lumen/ }),
    ).toHaveAttribute('href', '/manage-listing/l-1');
    expect(await screen.findByTestId('response-time')).toHaveTextContent(
      'You usually reply within 2 hours (the median of 4 answered in the last 90 days).',
    );

    const row = await screen.findByRole('button', { name: /Unread:\s*Ada & Grace/ });
    expect(row).toHaveAttribute('aria-expanded', 'false');
    // The inbox's own read (the Held tab counts its queue with another: status=eq.held).
    const asked = inbox.find((url) => url.searchParams.get('status') !== 'eq.held')!;
    expect(inbox.some((url) => url.searchParams.get('status') === 'eq.held')).toBe(true);
    expect(asked.searchParams.get('order')).toBe('is_open.desc,created_at.desc');
    expect(asked.searchParams.get('status')).toBe('not.in.(spam,held)');
    expect(asked.searchParams.get('offset')).toBe('0');
    expect(asked.searchParams.get('limit')).toBe('20');
  });

  it('opens an inquiry (marking it read), fills a quick reply, and moves it along', async () => {
    const { patches } = serveWorkspace([{ status: 'active', joined_at: '2026-01-01T00:00:00Z' }]);
    renderRoute(<VendorDashboard userId="u-1" />, '/vendor-dashboard');
    await userEvent.click(
      await screen.findByRole('button', { name: /Unread:\s*Ada & Grace/ }, FIRST_LOAD),
    );
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]!.url.searchParams.get('id')).toBe('eq.i-1');
    expect(Object.keys(patches[0]!.body as object)).toEqual(['read_at']);
    // The budget in words, and the message once (the closed row's first line gives way to it).
    expect(screen.getByText('Budget').nextElementSibling).toHaveTextContent('$25,000 – $50,000');
    expect(screen.queryByText('25k-50k')).not.toBeInTheDocument();
    expect(screen.getAllByText('Are you free on our date?')).toHaveLength(1);

    await userEvent.selectOptions(
      screen.getByLabelText('Quick reply'),
      'Your date is not available',
    );
    const reply = screen.getByRole('link', { name: /Reply by email\s*to Ada & Grace/ });
    const href = new URL(reply.getAttribute('href')!);
    expect(href.protocol).toBe('mailto:');
    expect(decodeURIComponent(href.pathname)).toBe('ada@example.com');
    expect(href.searchParams.get('subject')).toBe('Your inquiry to Maison Lumen');
    expect(href.searchParams.get('body')).toContain('12 June 2027 is already booked');

    await userEvent.click(screen.getByRole('button', { name: 'Mark replied' }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]!.body).toEqual({ status: 'replied' });
  });

  it('tells someone who is not a member what membership is', async () => {
    serveWorkspace([]);
    renderRoute(<VendorDashboard userId="u-1" />, '/vendor-dashboard');
    expect(
      await screen.findByRole('heading', { name: 'The directory is by invitation' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'I Want In' })).toHaveAttribute('href', '/membership');
    expect(screen.queryByRole('list', { name: 'Your listings' })).not.toBeInTheDocument();
  });

  it('tells a suspended member why nothing can be edited', async () => {
    serveWorkspace([
      {
        status: 'suspended',
        status_reason: 'Photos taken from another studio.',
        joined_at: '2026-01-01T00:00:00Z',
      },
    ]);
    renderRoute(<VendorDashboard userId="u-1" />, '/vendor-dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Your membership is suspended' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('“Photos taken from another studio.”')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New listing' })).not.toBeInTheDocument();
  });

  it('shows why the editors returned a draft, from the vendor’s own listing query', async () => {
    const { listingReads } = serveWorkspace(
      [{ status: 'active', joined_at: '2026-01-01T00:00:00Z' }],
      {
        listings: [
          {
            ...LISTING,
            status: 'draft',
            changes: null,
            return_reason: 'Please add a photo of the team.',
          },
        ],
      },
    );
    renderRoute(<VendorDashboard userId="u-1" />, '/vendor-dashboard');
    const cards = await screen.findByRole('list', { name: 'Your listings' }, FIRST_LOAD);
    const card = within(cards).getByRole('listitem');
    expect(card).toHaveTextContent('Returned');
    expect(card).toHaveTextContent('Returned by the editors: Please add a photo of the team.');
    expect(
      within(card).getByRole('link', { name: /Make the changes\s*Maison Lumen/ }),
    ).toHaveAttribute('href', '/manage-listing/l-1');
    expect(listingReads[0]!.searchParams.get('select')).toContain(',return_reason,');
  });

  it('opens, marks read and focuses the inquiry an email linked to', async () => {
    const { patches, inbox } = serveWorkspace([
      { status: 'active', joined_at: '2026-01-01T00:00:00Z' },
    ]);
    renderRoute(<VendorDashboard userId="u-1" />, '/vendor-dashboard?inquiry=i-1');
    const list = await screen.findByRole('list', { name: 'Inquiries' }, FIRST_LOAD);
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('The inquiry from your email');
    const row = within(item).getAllByRole('button')[0]!;
    expect(row).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(row).toHaveFocus());
    expect(within(item).getByRole('link', { name: /Reply by email/ })).toBeVisible();
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]!.url.searchParams.get('id')).toBe('eq.i-1');
    expect(Object.keys(patches[0]!.body as object)).toEqual(['read_at']);
    // It was on the page: no request of its own.
    expect(inbox.every((url) => !url.searchParams.has('id'))).toBe(true);
  });

  it('shows a linked inquiry that is not on the inbox’s page above it', async () => {
    const { inbox } = serveWorkspace([{ status: 'active', joined_at: '2026-01-01T00:00:00Z' }], {
      single: [{ ...INQUIRY, id: ELSEWHERE_ID, name: 'Rosa & Tomás', read_at: '2026-11-20' }],
    });
    renderRoute(<VendorDashboard userId="u-1" />, `/vendor-dashboard?inquiry=${ELSEWHERE_ID}`);
    const linked = await screen.findByRole(
      'list',
      { name: 'The inquiry from your email' },
      FIRST_LOAD,
    );
    const row = within(linked).getAllByRole('button')[0]!;
    expect(row).toHaveTextContent('Rosa & Tomás');
    expect(row).toHaveAttribute('aria-expanded', 'true');
    // The page's own list is still there, its inquiry closed.
    const list = screen.getByRole('list', { name: 'Inquiries' });
    expect(within(list).getAllByRole('button')[0]).toHaveAttribute('aria-expanded', 'false');
    const asked = inbox.find((url) => url.searchParams.has('id'))!;
    expect(asked.searchParams.get('id')).toBe(`eq.${ELSEWHERE_ID}`);
    expect(asked.searchParams.get('select')).toContain('listing:listings(name,url_name)');
  });

  it('says so when the linked inquiry is not one of this vendor’s', async () => {
    serveWorkspace([{ status: 'active', joined_at: '2026-01-01T00:00:00Z' }]);
    renderRoute(<VendorDashboard userId="u-1" />, `/vendor-dashboard?inquiry=${ELSEWHERE_ID}`);
    expect(
      await screen.findByText(/We couldn’t find the inquiry from your email/, {}, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Inquiries' })).toBeInTheDocument();
  });
});
