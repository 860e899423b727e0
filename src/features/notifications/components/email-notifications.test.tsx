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

/** The membership row, the saved choices (none: the defaults), and every write, recorded. */
function serveSettings({
  membership = [
    { status: 'active', status_reason: null, joined_at: '2026-01-01T00:00:00Z' },
  ] as unknown[],
  preferences = [] as unknown[],
  failWrites = false,
} = {}) {
  serveTable('vendor_members', () => ({ body: membership }));
  const reads = serveTable('notification_preferences', () => ({ body: preferences }));
  const writes: { url: URL; prefer: string | null; body: unknown }[] = [];
  server.use(
    http.post('*/rest/v1/notification_preferences', async ({ request }) => {
      writes.push({
        url: new URL(request.url),
        prefer: request.headers.get('Prefer'),
        body: await request.json(),
      });
      return failWrites
        ? HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 })
        : new HttpResponse(null, { status: 201 });
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
    // One upsert of the one column shown, keyed by the person.
    expect(writes).toHaveLength(1);
    expect(writes[0]!.url.searchParams.get('on_conflict')).toBe('user_id');
    expect(writes[0]!.prefer).toContain('resolution=merge-duplicates');
    expect(writes[0]!.body).toEqual({ user_id: 'u-1', inquiry_delivery: 'digest' });
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
    expect(writes.map((write) => write.body)).toEqual([
      { user_id: 'u-1', inquiry_delivery: 'instant' },
    ]);
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
    expect(writes.map((write) => write.body)).toEqual([
      { user_id: 'u-1', admin_delivery: 'digest' },
    ]);
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
    expect(savedMessage({ inquiry_delivery: 'instant', admin_delivery: 'digest' })).toBe(
      'Saved. New inquiries: each one at once. Review alerts: a daily digest at 08:00 UTC.',
    );
  });
});
