import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD, ROUTE_TEST_TIMEOUT_MS, renderRoute } from '@/testing/listings';
import { server } from '@/testing/server';
import { Unsubscribe, UNSUBSCRIBE_COPY } from './unsubscribe';

const TOKEN = '6f1c2a4e-9b7d-4c3e-8a51-2d9f0e7b6c13';

/**
 * email_subscription and set_email_subscription as the database answers them: one subscription
 * whose state the second changes. Every call is recorded with its body.
 */
function serveSubscription(
  state: { topic: string; subscribed: boolean } | null,
  { failChanges = false } = {},
) {
  const reads: unknown[] = [];
  const changes: unknown[] = [];
  const answer = () =>
    state
      ? { found: true, topic: state.topic, email: 'a•••@example.com', subscribed: state.subscribed }
      : { found: false };
  server.use(
    http.post('*/rest/v1/rpc/email_subscription', async ({ request }) => {
      reads.push(await request.json());
      return HttpResponse.json(answer());
    }),
    http.post('*/rest/v1/rpc/set_email_subscription', async ({ request }) => {
      const body = (await request.json()) as { subscribed: boolean };
      changes.push(body);
      if (failChanges) return HttpResponse.json({ message: 'Bad Gateway' }, { status: 502 });
      if (state) state.subscribed = body.subscribed;
      return HttpResponse.json(answer());
    }),
  );
  return { reads, changes };
}

describe('Unsubscribe', { timeout: ROUTE_TEST_TIMEOUT_MS }, () => {
  it('asks before unsubscribing (opening the link changes nothing), then offers Undo', async () => {
    const { reads, changes } = serveSubscription({ topic: 'inquiries', subscribed: true });
    renderRoute(<Unsubscribe token={TOKEN} />, `/unsubscribe?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('Stop emails about new inquiries to a•••@example.com?')).toBeVisible();
    // A vendor learns that a daily digest is the other way to fewer emails.
    expect(screen.getByText(/choose a daily digest instead/)).toHaveTextContent(
      'one email a day, at 08:00 UTC, listing the day’s inquiries.',
    );
    expect(screen.getAllByRole('link', { name: 'Account settings' })[0]).toHaveAttribute(
      'href',
      '/account-settings',
    );
    expect(reads).toEqual([{ token: TOKEN }]);
    expect(changes).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const done = await screen.findByRole('heading', { level: 1, name: 'You’re unsubscribed' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(
      screen.getByText('We won’t send emails about new inquiries to a•••@example.com any more.'),
    ).toBeVisible();
    expect(screen.getByText('New inquiries still arrive in your Vendor Dashboard.')).toBeVisible();
    expect(changes).toEqual([{ token: TOKEN, subscribed: false }]);

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You’re subscribed again' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('We’ll send emails about new inquiries to a•••@example.com.'),
    ).toBeVisible();
    expect(changes).toEqual([
      { token: TOKEN, subscribed: false },
      { token: TOKEN, subscribed: true },
    ]);
  });

  it('says so when the address was unsubscribed already, and offers to subscribe again', async () => {
    const { changes } = serveSubscription({ topic: 'admin_alerts', subscribed: false });
    renderRoute(<Unsubscribe token={TOKEN} />, `/unsubscribe?token=${TOKEN}`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'You’re already unsubscribed' },
        FIRST_LOAD,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'We won’t send alerts about applications and listings waiting for review to a•••@example.com any more.',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe again' }));
    await waitFor(() => expect(changes).toEqual([{ token: TOKEN, subscribed: true }]));
  });

  it('keeps the state and says so when the change does not go through', async () => {
    const { changes } = serveSubscription(
      { topic: 'inquiries', subscribed: true },
      { failChanges: true },
    );
    renderRoute(<Unsubscribe token={TOKEN} />, `/unsubscribe?token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }, FIRST_LOAD));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNSUBSCRIBE_COPY.failed);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unsubscribe');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
    expect(changes).toHaveLength(1);
  });

  // An unknown or expired token is asked about; a link cut short in the email client (not a
  // token at all) is answered without asking the database.
  it.each([
    ['an unknown or expired token', TOKEN, [{ token: TOKEN }]],
    ['a link cut short', '6f1c2a4e-9b7d', []],
  ])('explains %s', async (_, token, asked) => {
    const { reads } = serveSubscription(null);
    renderRoute(<Unsubscribe token={token} />, `/unsubscribe?token=${token}`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: UNSUBSCRIBE_COPY.unknownTitle },
        FIRST_LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(UNSUBSCRIBE_COPY.unknown)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(reads).toEqual(asked);
  });
});
