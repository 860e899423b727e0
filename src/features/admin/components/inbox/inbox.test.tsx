import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD, ROUTE_TEST_TIMEOUT_MS, renderRoute, serveTable } from '@/testing/listings';
import { server } from '@/testing/server';
import { Inbox } from './inbox';

const MESSAGE = {
  id: 'm-1',
  name: 'Clara',
  email: 'clara@example.com',
  subject: 'Advertising',
  message: 'Could we talk about a feature?',
  status: 'new',
  notes: null,
  created_at: '2026-11-24T09:00:00Z',
};

describe('Inbox', { timeout: ROUTE_TEST_TIMEOUT_MS }, () => {
  it('lists what is not archived, marks a message read when opened, saves notes and archives', async () => {
    const asked = serveTable('contact_messages', () => ({ body: [MESSAGE], total: 1 }));
    const patches: { url: URL; body: unknown }[] = [];
    server.use(
      http.patch('*/rest/v1/contact_messages', async ({ request }) => {
        patches.push({ url: new URL(request.url), body: await request.json() });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderRoute(<Inbox />, '/admin/inbox');

    const list = await screen.findByRole('list', { name: 'Contact messages' }, FIRST_LOAD);
    expect(asked[0]!.searchParams.get('status')).toBe('neq.archived');
    expect(asked[0]!.searchParams.get('order')).toBe('created_at.desc');
    await userEvent.click(within(list).getByRole('button', { name: /Unread:\s*Clara/ }));
    await waitFor(() => expect(patches.map((patch) => patch.body)).toEqual([{ status: 'read' }]));

    await userEvent.type(screen.getByLabelText('Notes (for the team)'), 'Pass to partnerships.');
    await userEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    await userEvent.click(screen.getByRole('button', { name: /Archive\s*Advertising/ }));
    await waitFor(() => expect(patches).toHaveLength(3));
    expect(patches[1]!.body).toEqual({ notes: 'Pass to partnerships.' });
    expect(patches[2]!.body).toEqual({ status: 'archived' });
    expect(patches.every((patch) => patch.url.searchParams.get('id') === 'eq.m-1')).toBe(true);
    expect(
      screen.getByRole('link', { name: /Reply by email\s*to Clara/ }).getAttribute('href'),
    ).toBe('mailto:clara%40example.com?subject=Re%3A%20Advertising');
  });

  it('deletes an archived message for good, after asking', async () => {
    serveTable('contact_messages', () => ({
      body: [{ ...MESSAGE, status: 'archived' }],
      total: 1,
    }));
    const deletes: URL[] = [];
    server.use(
      http.delete('*/rest/v1/contact_messages', ({ request }) => {
        deletes.push(new URL(request.url));
        return HttpResponse.json([{ id: 'm-1' }]);
      }),
    );
    renderRoute(<Inbox />, '/admin/inbox?status=archived');
    const list = await screen.findByRole('list', { name: 'Contact messages' }, FIRST_LOAD);
    await userEvent.click(within(list).getByRole('button', { name: /Clara/ }));
    await userEvent.click(within(list).getByRole('button', { name: /Delete for good/ }));
    expect(deletes).toHaveLength(0);
    await userEvent.click(within(list).getByRole('button', { name: 'Yes, delete for good' }));
    await waitFor(() => expect(deletes).toHaveLength(1));
    expect(deletes[0]!.searchParams.get('id')).toBe('eq.m-1');
    expect(deletes[0]!.searchParams.get('status')).toBe('eq.archived');
  });
});
