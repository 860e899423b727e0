import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { clearToasts } from '@/components/ui/use-toast';
import { RELEASE_LIMIT_MESSAGE } from '@/features/listings';
import { FIRST_LOAD, ROUTE_TEST_TIMEOUT_MS, renderRoute, serveTable } from '@/testing/listings';
import { server } from '@/testing/server';
import { InquiryInbox } from './inquiry-inbox';

const HELD = {
  id: 'h-1',
  listing_id: 'l-1',
  name: 'Stranger Seven',
  email: 'stranger7@example.com',
  wedding_date: null,
  guest_count: null,
  budget_band: null,
  message: 'Buy followers now',
  status: 'held',
  read_at: null,
  first_replied_at: null,
  created_at: '2026-11-24T09:00:00Z',
  listing: { name: 'Maison Lumen', url_name: 'maison-lumen' },
};

/** The inbox's reads: the held queue (status=eq.held) and everything else. */
function serveInbox(held: unknown[]) {
  const reads = serveTable('inquiries', (url) =>
    url.searchParams.get('status') === 'eq.held'
      ? { body: held, total: held.length }
      : { body: [], total: 0 },
  );
  serveTable('listings', () => ({ body: [] }));
  const patches: { url: URL; body: unknown }[] = [];
  server.use(
    http.post('*/rest/v1/rpc/my_listing_ids', () => HttpResponse.json([])),
    http.post('*/rest/v1/rpc/my_response_time', () =>
      HttpResponse.json({ median_seconds: null, answered: 0 }),
    ),
    http.patch('*/rest/v1/inquiries', async ({ request }) => {
      patches.push({ url: new URL(request.url), body: await request.json() });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { reads, patches };
}

afterEach(() => clearToasts());

describe('the inbox’s Held tab', { timeout: ROUTE_TEST_TIMEOUT_MS }, () => {
  it('counts what waits, lists it, and releases one into the inbox', async () => {
    const { reads, patches } = serveInbox([HELD]);
    renderRoute(<InquiryInbox ownerId="u-1" />, '/vendor-dashboard?view=held');

    const queues = await screen.findByRole('navigation', { name: 'Inquiry queues' }, FIRST_LOAD);
    expect(await within(queues).findByRole('link', { name: 'Held (1)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const held = await screen.findByRole('list', { name: 'Held inquiries' });
    const item = within(held).getByRole('listitem');
    expect(item).toHaveTextContent('Stranger Seven');
    expect(item).toHaveTextContent('Buy followers now');
    // The held tab does not ask for the inbox's own page.
    expect(reads.every((url) => url.searchParams.get('status') === 'eq.held')).toBe(true);

    await userEvent.click(within(item).getByRole('button', { name: /^Release to inbox/ }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]!.body).toEqual({ status: 'new' });
    expect(patches[0]!.url.searchParams.get('id')).toBe('eq.h-1');
    expect(patches[0]!.url.searchParams.get('status')).toBe('eq.held');
  });

  it('deletes one by archiving it, and says when nothing is held', async () => {
    const { patches } = serveInbox([HELD]);
    renderRoute(<InquiryInbox ownerId="u-1" />, '/vendor-dashboard?view=held');
    const held = await screen.findByRole('list', { name: 'Held inquiries' }, FIRST_LOAD);
    await userEvent.click(within(held).getByRole('button', { name: /^Delete/ }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]!.body).toEqual({ status: 'archived' });

    serveInbox([]);
    renderRoute(<InquiryInbox ownerId="u-2" />, '/vendor-dashboard?view=held');
    expect(await screen.findByText(/Nothing is held\./, {}, FIRST_LOAD)).toBeInTheDocument();
  });

  it('says so when today’s releases are used: the inquiry stays held', async () => {
    serveInbox([HELD]);
    const refusals: unknown[] = [];
    server.use(
      http.patch('*/rest/v1/inquiries', () => {
        refusals.push(true);
        return HttpResponse.json(
          {
            code: 'PT429',
            message: 'You can release 10 held inquiries a day; this one stays held until tomorrow',
            hint: 'release_limit',
            details: '10',
          },
          { status: 429 },
        );
      }),
    );
    renderRoute(
      <>
        <InquiryInbox ownerId="u-1" />
        <Toaster />
      </>,
      '/vendor-dashboard?view=held',
    );
    const held = await screen.findByRole('list', { name: 'Held inquiries' }, FIRST_LOAD);
    await userEvent.click(within(held).getByRole('button', { name: /^Release to inbox/ }));
    await waitFor(() => expect(refusals).toHaveLength(1));
    expect(await screen.findByText('That’s today’s releases')).toBeInTheDocument();
    expect(screen.getByText(RELEASE_LIMIT_MESSAGE)).toBeInTheDocument();
    expect(within(held).getByRole('listitem')).toHaveTextContent('Stranger Seven');
  });
});
