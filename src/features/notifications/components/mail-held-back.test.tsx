import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD, ROUTE_TEST_TIMEOUT_MS, renderRoute, serveTable } from '@/testing/listings';
import { notificationKeys } from '../keys';
import { HELD_BACK_COPY, HeldBackEmails } from './mail-held-back';

const ROW = {
  id: 1,
  mailbox: 'bomb@gmail.com',
  kind: 'application_repeated',
  held: 129,
  last_address: 'b.o.m.b+131@googlemail.com',
  last_at: '2026-11-27T08:16:00Z',
};

describe('HeldBackEmails', { timeout: ROUTE_TEST_TIMEOUT_MS }, () => {
  it('lists what the mail gate did not send, per mailbox and kind, newest first', async () => {
    const reads = serveTable('mail_held_back', () => ({
      body: [ROW, { ...ROW, id: 2, kind: 'inquiry_copy', held: 3, last_address: ROW.mailbox }],
    }));
    renderRoute(<HeldBackEmails />, '/admin');
    const list = await screen.findByRole('list', { name: 'Emails held back' }, FIRST_LOAD);
    expect(
      screen.getByRole('heading', { name: `${HELD_BACK_COPY.heading} (132)` }),
    ).toBeInTheDocument();
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('application repeated · 129 not sent');
    expect(first).toHaveTextContent(
      /To bomb@gmail.com \(last written as b.o.m.b\+131@googlemail.com\) · last 27 Nov, \d\d:\d\d/,
    );
    expect(second).toHaveTextContent('Copy of an inquiry, to the couple · 3 not sent');
    expect(second).not.toHaveTextContent('last written as');
    expect(reads[0]!.searchParams.get('order')).toBe('last_at.desc');
    expect(reads[0]!.searchParams.get('day')).toMatch(/^gte\.\d{4}-\d\d-\d\d$/);
  });

  it('shows nothing when the gate held nothing back', async () => {
    const reads = serveTable('mail_held_back', () => ({ body: [] }));
    const { container, queryClient } = renderRoute(<HeldBackEmails />, '/admin');
    await waitFor(
      () => expect(queryClient.getQueryState(notificationKeys.heldBack())?.status).toBe('success'),
      FIRST_LOAD,
    );
    expect(reads).toHaveLength(1);
    expect(container).toBeEmptyDOMElement();
  });
});
