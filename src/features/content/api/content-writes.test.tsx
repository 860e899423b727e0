import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_ROOT_KEY } from '@/lib/admin-root-key';
import { getSupabase } from '@/lib/supabase';
import { createTestQueryClient } from '@/testing/render';
import { server } from '@/testing/server';
import { contentKeys } from '../keys';
import { useCreateContactMessage } from './create-contact-message';
import { useCreateWeddingSubmission } from './create-wedding-submission';
import { useDeleteInboxItem } from './delete-inbox-item';
import { CONTACT_MESSAGE_COLUMNS, getInboxQueryOptions } from './get-inbox';
import { useUpdateInboxItem } from './update-inbox-item';

// The first query of a file also loads supabase-js (a dynamic import): load it first.
beforeAll(async () => {
  await getSupabase();
});

interface Sent {
  method: string;
  url: URL;
  body: unknown;
}

/** Records every write to the two inbox tables and answers it with `answer`. */
function recordWrites(answer: () => Response = () => HttpResponse.json([{ id: 'm-1' }])) {
  const sent: Sent[] = [];
  const record = async ({ request }: { request: Request }) => {
    const text = await request.text();
    sent.push({
      method: request.method,
      url: new URL(request.url),
      body: text ? (JSON.parse(text) as unknown) : null,
    });
    return answer();
  };
  for (const table of ['contact_messages', 'wedding_submissions']) {
    server.use(
      http.post(`*/rest/v1/${table}`, record),
      http.patch(`*/rest/v1/${table}`, record),
      http.delete(`*/rest/v1/${table}`, record),
    );
  }
  return sent;
}

/**
 * The messages inbox mounted in a fresh client; `write` then runs a mutation hook there. The
 * inbox must be asked for again, and the content and admin roots invalidated.
 */
async function afterWrite<Hook>(useHook: () => Hook, write: (hook: Hook) => Promise<unknown>) {
  let reads = 0;
  server.use(
    http.get('*/rest/v1/contact_messages', () => {
      reads += 1;
      return HttpResponse.json([], { headers: { 'Content-Range': '*/0' } });
    }),
  );
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const inbox = getInboxQueryOptions({ kind: 'messages', status: null, page: 1 });
  const { result } = renderHook(() => ({ inbox: useQuery(inbox), hook: useHook() }), {
    wrapper,
  });
  await waitFor(() => expect(result.current.inbox.isSuccess).toBe(true));
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  let outcome: unknown;
  await act(async () => {
    outcome = await write(result.current.hook).catch((error: unknown) => error);
  });
  await waitFor(() => expect(reads).toBe(2));
  expect(invalidated).toHaveBeenCalledWith({ queryKey: contentKeys.all });
  expect(invalidated).toHaveBeenCalledWith({ queryKey: ADMIN_ROOT_KEY });
  return outcome;
}

describe('the inbox', () => {
  it('keys each page by its filters under the content root, and reads newest first', async () => {
    const filters = { kind: 'messages', status: 'new', page: 2 } as const;
    expect(getInboxQueryOptions(filters).queryKey).toEqual(['content', 'inbox', filters]);
    expect(contentKeys.held()).toEqual(['content', 'inbox', 'held']);
    const urls: URL[] = [];
    server.use(
      http.get('*/rest/v1/contact_messages', ({ request }) => {
        urls.push(new URL(request.url));
        return HttpResponse.json([], { headers: { 'Content-Range': '*/0' } });
      }),
    );
    await createTestQueryClient().fetchQuery(getInboxQueryOptions(filters));
    const params = urls[0]!.searchParams;
    expect(params.get('select')).toBe(CONTACT_MESSAGE_COLUMNS);
    expect(params.get('status')).toBe('eq.new');
    expect(params.get('order')).toBe('created_at.desc');
  });
});

describe('content writes', () => {
  it('an update patches one item of its table, then refreshes the inboxes and the admin counts', async () => {
    const sent = recordWrites();
    const onDone = vi.fn();
    await afterWrite(
      () => useUpdateInboxItem(onDone),
      (update) => update.mutateAsync({ kind: 'submissions', id: 's-1', patch: { status: 'read' } }),
    );
    expect(sent.map(({ method, url, body }) => [method, url.pathname, body])).toEqual([
      ['PATCH', '/rest/v1/wedding_submissions', { status: 'read' }],
    ]);
    expect(sent[0]!.url.searchParams.get('id')).toBe('eq.s-1');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('a deletion removes an archived item only, then refreshes', async () => {
    const sent = recordWrites();
    await afterWrite(useDeleteInboxItem, (remove) =>
      remove.mutateAsync({ kind: 'messages', id: 'm-1' }),
    );
    expect(sent.map(({ method, url }) => [method, url.pathname])).toEqual([
      ['DELETE', '/rest/v1/contact_messages'],
    ]);
    expect(sent[0]!.url.searchParams.get('id')).toBe('eq.m-1');
    expect(sent[0]!.url.searchParams.get('status')).toBe('eq.archived');
  });

  it('a visitor’s message and submission are inserted, and an admin watching sees them', async () => {
    const sent = recordWrites(() => new HttpResponse(null, { status: 201 }));
    await afterWrite(useCreateContactMessage, (create) =>
      create.mutateAsync({
        name: ' Ana ',
        email: 'ana@example.com',
        subject: 'Press',
        message: ' Hello ',
        website: '',
      }),
    );
    await afterWrite(useCreateWeddingSubmission, (create) =>
      create.mutateAsync({
        partner_one_name: 'Ana',
        partner_two_name: 'Luis',
        email: 'ana@example.com',
        wedding_date: '2026-06-01',
        location: 'Lisbon',
        photographer: 'Rui',
        gallery_url: 'https://gallery.example/ana-luis',
        message: '',
        permission: true,
        website: '',
      }),
    );
    expect(sent.map(({ method, url }) => [method, url.pathname])).toEqual([
      ['POST', '/rest/v1/contact_messages'],
      ['POST', '/rest/v1/wedding_submissions'],
    ]);
    expect(sent[0]!.body).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Press',
      message: 'Hello',
    });
    expect(sent[1]!.body).toMatchObject({ location: 'Lisbon', message: null });
  });
});
