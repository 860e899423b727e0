import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { FIRST_LOAD, ROUTE_TEST_TIMEOUT_MS, renderRoute, serveTable } from '@/testing/listings';
import { server } from '@/testing/server';
import { AdminDashboard, describeActivity } from './admin-dashboard';

vi.mock('@/features/auth', () => ({ useAuth: () => ({ user: { id: 'admin-1' } }) }));

const COUNTS = {
  applications: 2,
  listings_in_review: 1,
  changes_in_review: 3,
  spam_inquiries: 0,
  unread_messages: 4,
  new_submissions: 5,
  draft_posts: 6,
  scheduled_posts: 7,
  reported_reviews: 8,
  held_items: 9,
};

function serveDashboard() {
  const granted: unknown[] = [];
  server.use(
    http.post('*/rest/v1/rpc/admin_counts', () => HttpResponse.json(COUNTS)),
    http.post('*/rest/v1/rpc/admin_list', () =>
      HttpResponse.json([
        {
          id: 'admin-1',
          email: 'admin@perfete.local',
          full_name: 'Ada Admin',
          since: '2026-01-05T00:00:00Z',
        },
      ]),
    ),
    http.post('*/rest/v1/rpc/grant_admin', async ({ request }) => {
      granted.push(await request.json());
      return HttpResponse.json('admin-2');
    }),
  );
  serveTable('admin_audit', () => ({
    body: [
      {
        id: 9,
        actor_id: 'admin-1',
        table_name: 'listings',
        row_id: 'l-1',
        action: 'update',
        changed: { status: { from: 'pending', to: 'published' } },
        created_at: '2026-11-24T10:00:00Z',
      },
    ],
  }));
  return { granted };
}

describe('AdminDashboard', { timeout: ROUTE_TEST_TIMEOUT_MS }, () => {
  it('counts what needs a decision, linking each to its queue, and lists recent activity', async () => {
    serveDashboard();
    renderRoute(<AdminDashboard />, '/admin');
    const queues = await screen.findByRole('list', { name: 'Queues' }, FIRST_LOAD);
    const items = within(queues).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '2Membership applications',
      '1Listings in review',
      '3Changes to live listings',
      '0Inquiries marked spam',
      '8Reported reviews',
      '9Held for review',
      '4Unread contact messages',
      '5New wedding submissions',
      '6Draft posts',
      '7Scheduled posts',
    ]);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/admin/applications');
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/admin/listings');
    expect(within(items[4]!).getByRole('link')).toHaveAttribute('href', '/admin/reviews');
    expect(within(items[5]!).getByRole('link')).toHaveAttribute('href', '/admin/held');
    const activity = await screen.findByRole('list', { name: 'Recent activity' });
    expect(activity).toHaveTextContent('Updated listings · status: pending → published');
    // The only admin cannot be revoked from here (nor, in the database, at all).
    expect(
      await screen.findByRole('button', { name: /Revoke\s*admin from admin@perfete.local/ }),
    ).toBeDisabled();
  });

  it('grants admin by email, and says what is wrong with a bad address', async () => {
    const { granted } = serveDashboard();
    renderRoute(<AdminDashboard />, '/admin');
    const form = await screen.findByRole('form', { name: 'Grant admin' }, FIRST_LOAD);
    await userEvent.type(
      within(form).getByLabelText('Email of an existing account'),
      'not-an-email',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Grant admin' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Please enter the email address of their account.',
    );
    expect(granted).toEqual([]);
    const field = within(form).getByLabelText('Email of an existing account');
    await userEvent.clear(field);
    await userEvent.type(field, 'editor@perfete.local');
    await userEvent.click(within(form).getByRole('button', { name: 'Grant admin' }));
    await waitFor(() => expect(granted).toEqual([{ email: 'editor@perfete.local' }]));
  });
});

describe('describeActivity', () => {
  it('names an insert by its row’s name or title', () => {
    expect(
      describeActivity({
        action: 'insert',
        table_name: 'blog_posts',
        changed: { title: 'A story' },
      }),
    ).toBe('Added to blog posts · A story');
  });
});
