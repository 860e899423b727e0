import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/use-toast';
import { FIRST_LOAD, renderRoute, ROUTE_TEST_TIMEOUT_MS } from '@/testing/listings';
import { server } from '@/testing/server';
import { ApplicationReview } from './application-review';

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }));
beforeEach(() => vi.mocked(toast).mockClear());

const TOKEN = 'cd'.repeat(32);
const COUNTS = { pending: 2, in_review: 1, waitlisted: 0, invited: 4, declined: 3 };

function application(overrides: Record<string, unknown> = {}) {
  return {
    id: 'app-1',
    business_name: 'Maison Lumen',
    contact_name: 'Inès Laurent',
    email: 'ines@lumen.example',
    phone: null,
    category: 'cat-1',
    city: 'Lyon',
    state: null,
    country: 'France',
    website: 'https://lumen.example',
    instagram: '@maisonlumen',
    portfolio_links: ['https://lumen.example/weddings'],
    years_in_business: 7,
    message: 'Candlelit receptions in old houses.',
    consent: true,
    status: 'pending',
    internal_notes: null,
    decision_reason: null,
    admission_note: null,
    reviewed_by: null,
    reviewed_at: null,
    created_at: '2026-11-02T10:00:00Z',
    category_ref: { name: 'Lighting' },
    ...overrides,
  };
}

/**
 * The database behind the desk: counts (HEAD per state), the list of the asked state, and every
 * write recorded (application updates, invitations, sign-in links, withdrawals).
 */
function serve(rows: ReturnType<typeof application>[], { failWrites = false } = {}) {
  const lists: URLSearchParams[] = [];
  const updates: { filter: string | null; body: unknown }[] = [];
  const invitations: unknown[] = [];
  const links: { body: unknown; redirectTo: string | null }[] = [];
  const withdrawals: { url: URL; body: unknown }[] = [];
  server.use(
    http.head('*/rest/v1/membership_applications', ({ request }) => {
      const state = new URL(request.url).searchParams.get('status')!.replace('eq.', '');
      const total = COUNTS[state as keyof typeof COUNTS];
      return new HttpResponse(null, { headers: { 'Content-Range': `*/${total}` } });
    }),
    http.get('*/rest/v1/membership_applications', ({ request }) => {
      const params = new URL(request.url).searchParams;
      lists.push(params);
      const state = params.get('status')!.replace('eq.', '');
      const shown = rows.filter((row) => row.status === state);
      return HttpResponse.json(shown, {
        headers: { 'Content-Range': `0-${Math.max(0, shown.length - 1)}/${shown.length}` },
      });
    }),
    http.patch('*/rest/v1/membership_applications', async ({ request }) => {
      updates.push({
        filter: new URL(request.url).searchParams.get('id'),
        body: await request.json(),
      });
      return failWrites
        ? HttpResponse.json({ message: 'permission denied' }, { status: 403 })
        : new HttpResponse(null, { status: 204 });
    }),
    http.post('*/rest/v1/rpc/create_invitation', async ({ request }) => {
      invitations.push(await request.json());
      return HttpResponse.json({ token: TOKEN });
    }),
    http.post('*/auth/v1/otp', async ({ request }) => {
      links.push({
        body: await request.json(),
        redirectTo: new URL(request.url).searchParams.get('redirect_to'),
      });
      return HttpResponse.json({});
    }),
    http.patch('*/rest/v1/membership_invitations', async ({ request }) => {
      withdrawals.push({ url: new URL(request.url), body: await request.json() });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { lists, updates, invitations, links, withdrawals };
}

/** Opens the application's details (a <details> per application) and returns them. */
async function open(name: string) {
  const summary = await screen.findByText(name, {}, FIRST_LOAD);
  await userEvent.click(summary);
  return summary.closest('details')!;
}

describe('ApplicationReview', { timeout: ROUTE_TEST_TIMEOUT_MS }, () => {
  it('shows the counts per state and the state’s applications, oldest first, in full', async () => {
    const db = serve([application()]);
    renderRoute(<ApplicationReview />, '/admin/applications');

    const states = screen.getByRole('navigation', { name: 'Application states' });
    await waitFor(() =>
      expect(within(states).getByRole('link', { name: 'New (2)' })).toBeVisible(),
    );
    expect(within(states).getByRole('link', { name: 'New (2)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(states).getByRole('link', { name: 'Invited (4)' })).toHaveAttribute(
      'href',
      '/admin/applications?state=invited',
    );
    const detail = await open('Maison Lumen');
    expect(screen.getByRole('list', { name: 'New applications' })).toBeVisible();
    expect(db.lists[0]!.get('order')).toBe('created_at.asc');
    expect(within(detail).getByText('Lyon, France')).toBeVisible();
    expect(within(detail).getByRole('link', { name: /lumen\.example\/weddings/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(detail).getByText('Candlelit receptions in old houses.')).toBeVisible();
  });

  it('marks a new application in review and waitlists it, each once', async () => {
    const db = serve([application()]);
    renderRoute(<ApplicationReview />, '/admin/applications');
    const detail = await open('Maison Lumen');

    await userEvent.click(within(detail).getByRole('button', { name: 'Mark in review' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Marked in review' }));
    await userEvent.click(within(detail).getByRole('button', { name: 'Waitlist' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Waitlisted' }));
    expect(db.updates).toEqual([
      { filter: 'eq.app-1', body: { status: 'in_review', decision_reason: null } },
      { filter: 'eq.app-1', body: { status: 'waitlisted', decision_reason: null } },
    ]);
  });

  it('declines only with a reason, and sends the reason along', async () => {
    const db = serve([application({ status: 'in_review' })]);
    renderRoute(<ApplicationReview />, '/admin/applications?state=in_review');
    const detail = await open('Maison Lumen');
    expect(within(detail).queryByRole('button', { name: 'Mark in review' })).toBeNull();

    const decline = within(detail).getByRole('button', { name: 'Decline' });
    expect(decline).toBeDisabled();
    await userEvent.type(
      within(detail).getByLabelText('Reason for declining (sent in our answer)'),
      'We list no lighting studios this year.',
    );
    await userEvent.click(decline);
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Declined' }));
    expect(db.updates).toEqual([
      {
        filter: 'eq.app-1',
        body: { status: 'declined', decision_reason: 'We list no lighting studios this year.' },
      },
    ]);
  });

  it('invites with the note for their page: the note, then the invitation (the database emails it)', async () => {
    const db = serve([application({ status: 'in_review' })]);
    renderRoute(<ApplicationReview />, '/admin/applications?state=in_review');
    const detail = await open('Maison Lumen');

    const send = within(detail).getByRole('button', { name: 'Send invitation' });
    expect(send).toBeDisabled();
    await userEvent.type(
      within(detail).getByLabelText('Why we invited them (shown on their page)'),
      '  Light that flatters every face.  ',
    );
    await userEvent.click(send);
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Invitation sent' }));
    expect(db.updates).toEqual([
      { filter: 'eq.app-1', body: { admission_note: 'Light that flatters every face.' } },
    ]);
    expect(db.invitations).toEqual([{ application_id: 'app-1' }]);
    // No sign-in link with the names as data: the invitation email is the database's (issue #40).
    expect(db.links).toEqual([]);
  });

  it('an invited application is resent or withdrawn, and no longer declined or waitlisted', async () => {
    const db = serve([
      application({ status: 'invited', admission_note: 'Light that flatters every face.' }),
    ]);
    renderRoute(<ApplicationReview />, '/admin/applications?state=invited');
    const detail = await open('Maison Lumen');

    expect(within(detail).getByRole('button', { name: 'Resend invitation' })).toBeEnabled();
    expect(within(detail).queryByRole('button', { name: 'Waitlist' })).toBeNull();
    expect(within(detail).queryByRole('button', { name: 'Decline' })).toBeNull();
    await userEvent.click(within(detail).getByRole('button', { name: 'Withdraw invitation' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Invitation withdrawn' }));
    expect(db.withdrawals).toHaveLength(1);
    const filter = db.withdrawals[0]!.url.searchParams;
    expect(filter.get('email')).toBe('eq.ines@lumen.example');
    expect(filter.get('accepted_at')).toBe('is.null');
    expect(filter.get('revoked_at')).toBe('is.null');
    expect(db.withdrawals[0]!.body).toHaveProperty('revoked_at');
  });

  it('a declined application can be waitlisted but not invited', async () => {
    serve([application({ status: 'declined', decision_reason: 'Not this year.' })]);
    renderRoute(<ApplicationReview />, '/admin/applications?state=declined');
    const detail = await open('Maison Lumen');

    expect(within(detail).getByText('Not this year.')).toBeVisible();
    expect(within(detail).getByRole('button', { name: 'Waitlist' })).toBeEnabled();
    expect(within(detail).queryByRole('button', { name: /invitation/ })).toBeNull();
    expect(within(detail).queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('saves the internal notes, and says so when a write is refused, changing nothing', async () => {
    const db = serve([application()], { failWrites: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(<ApplicationReview />, '/admin/applications');
    const detail = await open('Maison Lumen');

    await userEvent.type(
      within(detail).getByLabelText('Internal notes (editors only)'),
      'Met them at the fair.',
    );
    await userEvent.click(within(detail).getByRole('button', { name: 'Save notes' }));
    expect(await within(detail).findByRole('alert')).toHaveTextContent(
      'That didn’t work. Nothing was changed; please try again.',
    );
    expect(db.updates).toEqual([
      { filter: 'eq.app-1', body: { internal_notes: 'Met them at the fair.' } },
    ]);
    expect(toast).not.toHaveBeenCalled();
  });

  it('says so when a state has no applications', async () => {
    serve([]);
    renderRoute(<ApplicationReview />, '/admin/applications?state=waitlisted');
    expect(
      await screen.findByText('No applications are waitlisted right now.', {}, FIRST_LOAD),
    ).toBeVisible();
  });
});
