import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_LOAD, ROUTE_TEST_TIMEOUT_MS, renderRoute, serveTable } from '@/testing/listings';
import type * as Auth from '@/features/auth';
import { membershipKeys } from '@/features/membership';
import { server } from '@/testing/server';
import { EmailNotifications, EMAIL_NOTIFICATION_COPY, savedMessage } from './email-notifications';

const auth = vi.hoisted(() => ({ isAdmin: false }));
vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof Auth>()),
  useAuth: () => ({ user: { id: 'u-1' }, isAdmin: auth.isAdmin }),
}));

/**
 * The membership row, the saved choices (none: the defaults), the person's addresses and their
 * stops (none), and every write, recorded.
 */
function serveSettings({
  membership = [
    { status: 'active', status_reason: null, joined_at: '2026-01-01T00:00:00Z' },
  ] as unknown[],
  preferences = [] as unknown[],
  subscriptions = [] as unknown[],
  failWrites = false,
} = {}) {
  serveTable('vendor_members', () => ({ body: membership }));
  const reads = serveTable('notification_preferences', () => ({ body: preferences }));
  const writes: unknown[] = [];
  server.use(
    http.post('*/rest/v1/rpc/my_email_subscriptions', () => HttpResponse.json(subscriptions)),
    http.post('*/rest/v1/rpc/set_email_choices', async ({ request }) => {
      writes.push(await request.json());
      return failWrites
        ? HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 })
        : new HttpResponse(null, { status: 204 });
    }),
  );
  return { reads, writes };
}

beforeEach(() => {
  auth.isAdmin = false;
});

describe('EmailNotifications', { timeout: ROUTE_TEST_TIMEOUT_MS }, () => {
  it('offers a vendor each inquiry at once (the default) or a daily digest, and saves the digest', async () => {
    const { reads, writes } = serveSettings();
    renderRoute(<EmailNotifications userId="u-1" />, '/account-settings');
    const form = await screen.findByRole('form', { name: 'Email notifications' }, FIRST_LOAD);
    const inquiries = within(form).getByRole('group', { name: 'New inquiries' });
    expect(within(inquiries).getByRole('radio', { name: 'Each inquiry at once' })).toBeChecked();
    const digest = within(inquiries).getByRole('radio', { name: 'A daily digest' });
    expect(digest).toHaveAccessibleDescription(
      'One email a day, at 08:00 UTC, listing the day’s inquiries.',
    );
    // Not an admin: no review alerts to choose.
    expect(within(form).queryByRole('group', { name: /waiting for review/ })).toBeNull();
    // The person's own row, by id.
    expect(reads[0]!.searchParams.get('select')).toBe('inquiry_delivery,admin_delivery');
    expect(reads[0]!.searchParams.get('user_id')).toBe('eq.u-1');

    const save = within(form).getByRole('button', { name: EMAIL_NOTIFICATION_COPY.save });
    expect(save).toBeDisabled();
    await userEvent.click(digest);
    await userEvent.click(save);
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Saved. New inquiries: a daily digest at 08:00 UTC.',
    );
    // One write of the one choice shown (the database knows whose).
    expect(writes).toEqual([{ inquiries: 'digest' }]);
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('keeps the choice and says it was not saved when the save fails', async () => {
    const { writes } = serveSettings({
      preferences: [{ inquiry_delivery: 'digest', admin_delivery: 'instant' }],
      failWrites: true,
    });
    renderRoute(<EmailNotifications userId="u-1" />, '/account-settings');
    const form = await screen.findByRole('form', { name: 'Email notifications' }, FIRST_LOAD);
    // The saved choice is what is selected.
    expect(within(form).getByRole('radio', { name: 'A daily digest' })).toBeChecked();
    const instant = within(form).getByRole('radio', { name: 'Each inquiry at once' });
    await userEvent.click(instant);
    await userEvent.click(within(form).getByRole('button', { name: EMAIL_NOTIFICATION_COPY.save }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      EMAIL_NOTIFICATION_COPY.failed,
    );
    expect(instant).toBeChecked();
    expect(writes).toEqual([{ inquiries: 'instant' }]);
    expect(within(form).getByRole('status')).toHaveTextContent('');
  });

  it('offers an admin the review alerts, at once or in a daily digest', async () => {
    auth.isAdmin = true;
    const { writes } = serveSettings({ membership: [] });
    renderRoute(<EmailNotifications userId="u-1" />, '/account-settings');
    const form = await screen.findByRole('form', { name: 'Email notifications' }, FIRST_LOAD);
    expect(within(form).queryByRole('group', { name: 'New inquiries' })).toBeNull();
    const alerts = within(form).getByRole('group', {
      name: 'Alerts about applications and listings waiting for review',
    });
    expect(within(alerts).getByRole('radio', { name: 'Each alert at once' })).toBeChecked();
    await userEvent.click(within(alerts).getByRole('radio', { name: 'A daily digest' }));
    await userEvent.click(within(form).getByRole('button', { name: EMAIL_NOTIFICATION_COPY.save }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Saved. Review alerts: a daily digest at 08:00 UTC.',
    );
    expect(writes).toEqual([{ admin_alerts: 'digest' }]);
  });

  it('shows emails stopped from an email’s link as “No emails”, with the date, and starts them again', async () => {
    const { writes } = serveSettings({
      preferences: [{ inquiry_delivery: 'digest', admin_delivery: 'instant' }],
      subscriptions: [
        { topic: 'inquiries', email: 'ana@studio.example', stopped_at: '2026-11-20T10:00:00Z' },
        { topic: 'inquiries', email: 'ana@perfete.example', stopped_at: null },
      ],
    });
    renderRoute(<EmailNotifications userId="u-1" />, '/account-settings');
    const form = await screen.findByRole('form', { name: 'Email notifications' }, FIRST_LOAD);
    const inquiries = within(form).getByRole('group', { name: 'New inquiries' });
    expect(inquiries).toHaveAccessibleDescription(
      'Emails about new inquiries are off. You stopped these emails on 20 November 2026 (to ana@studio.example). Choose at once or a daily digest, then save, to receive them again.',
    );
    const off = within(inquiries).getByRole('radio', { name: 'No emails' });
    expect(off).toBeChecked();
    expect(off).toHaveAccessibleDescription('Off since 20 November 2026.');

    await userEvent.click(within(inquiries).getByRole('radio', { name: 'Each inquiry at once' }));
    await userEvent.click(within(form).getByRole('button', { name: EMAIL_NOTIFICATION_COPY.save }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Saved. New inquiries: each one at once.',
    );
    expect(writes).toEqual([{ inquiries: 'instant' }]);
  });

  it('stops a vendor’s inquiry emails from the settings too', async () => {
    const { writes } = serveSettings();
    renderRoute(<EmailNotifications userId="u-1" />, '/account-settings');
    const form = await screen.findByRole('form', { name: 'Email notifications' }, FIRST_LOAD);
    const off = within(form).getByRole('radio', { name: 'No emails' });
    expect(off).toHaveAccessibleDescription(
      'Nothing by email: new inquiries still arrive in your dashboard’s inbox.',
    );
    await userEvent.click(off);
    await userEvent.click(within(form).getByRole('button', { name: EMAIL_NOTIFICATION_COPY.save }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Saved. New inquiries: no emails.',
    );
    expect(writes).toEqual([{ inquiries: 'off' }]);
  });

  it.each([
    ['a plain account', []],
    // A suspended member's listings are out of the directory: no inquiries reach them.
    ['a suspended member', [{ status: 'suspended', status_reason: 'x', joined_at: '2026-01-01' }]],
  ])('is not shown to %s, who receives no emails that can wait', async (_, membership) => {
    serveSettings({ membership });
    const { container, queryClient } = renderRoute(
      <EmailNotifications userId="u-1" />,
      '/account-settings',
    );
    await waitFor(
      () =>
        expect(queryClient.getQueryState(membershipKeys.membership('u-1'))?.status).toBe('success'),
      FIRST_LOAD,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('savedMessage', () => {
  it('says what now happens to each kind of email saved', () => {
    expect(savedMessage({ inquiries: 'instant', admin_alerts: 'digest' })).toBe(
      'Saved. New inquiries: each one at once. Review alerts: a daily digest at 08:00 UTC.',
    );
    expect(savedMessage({ admin_alerts: 'off' })).toBe('Saved. Review alerts: no emails.');
  });
});
