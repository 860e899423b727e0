import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { clearToasts } from '@/components/ui/use-toast';
import { FIRST_LOAD, ROUTE_TEST_TIMEOUT_MS, renderRoute } from '@/testing/listings';
import { server } from '@/testing/server';
import { notificationKeys } from '../keys';
import { UndeliveredEmails } from './undelivered-emails';

const FAILED = {
  id: 'm-1',
  kind: 'listing_returned',
  recipient: 'studio@example.com',
  subject: 'Casa Aurora',
  attempts: 5,
  last_error: '550 5.1.1 Mailbox unavailable',
  created_at: '2026-11-27T08:00:00Z',
  failed_at: '2026-11-27T08:16:00Z',
};

/** undelivered_messages() answering `rows` until a resend takes the row out; resends recorded. */
function serveUndelivered(rows: (typeof FAILED)[]) {
  let waiting = [...rows];
  const reads: unknown[] = [];
  const resent: unknown[] = [];
  server.use(
    http.post('*/rest/v1/rpc/undelivered_messages', () => {
      reads.push(true);
      return HttpResponse.json(waiting);
    }),
    http.post('*/rest/v1/rpc/resend_message', async ({ request }) => {
      const body = (await request.json()) as { message_id: string };
      resent.push(body);
      waiting = waiting.filter((row) => row.id !== body.message_id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { reads, resent };
}

afterEach(() => clearToasts());

describe('UndeliveredEmails', { timeout: ROUTE_TEST_TIMEOUT_MS }, () => {
  it('lists each email the delivery gave up on, and resends one without asking', async () => {
    const { resent } = serveUndelivered([
      FAILED,
      { ...FAILED, id: 'm-2', kind: 'digest', subject: '', recipient: 'ana@example.com' },
    ]);
    renderRoute(
      <>
        <UndeliveredEmails />
        <Toaster />
      </>,
      '/admin',
    );
    const list = await screen.findByRole('list', { name: 'Undelivered emails' }, FIRST_LOAD);
    expect(screen.getByRole('heading', { name: 'Undelivered emails (2)' })).toBeInTheDocument();
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Listing returned · Casa Aurora');
    expect(first).toHaveTextContent(
      /To studio@example.com · gave up 27 Nov, \d\d:\d\d after 5 tries/,
    );
    expect(first!.querySelector('time')).toHaveAttribute('datetime', FAILED.failed_at);
    expect(first).toHaveTextContent('550 5.1.1 Mailbox unavailable');
    expect(second).toHaveTextContent('Daily digest');

    await userEvent.click(
      within(first!).getByRole('button', {
        name: /Resend\s*Listing returned to studio@example.com/,
      }),
    );
    await waitFor(() => expect(resent).toEqual([{ message_id: 'm-1' }]));
    expect(await screen.findByText('Queued to send again')).toBeInTheDocument();
    // The queued email leaves the list.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Undelivered emails (1)' })).toBeInTheDocument();
  });

  it('shows nothing when every email was delivered', async () => {
    const { reads } = serveUndelivered([]);
    const { container, queryClient } = renderRoute(<UndeliveredEmails />, '/admin');
    await waitFor(
      () =>
        expect(queryClient.getQueryState(notificationKeys.undelivered())?.status).toBe('success'),
      FIRST_LOAD,
    );
    expect(reads).toHaveLength(1);
    expect(container).toBeEmptyDOMElement();
  });
});
