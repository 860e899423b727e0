import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSupabase } from '@/lib/supabase';
import { realtimeSocket } from '@/testing/handlers';
import { serveTable } from '@/testing/listings';
import { createTestQueryClient } from '@/testing/render';
import { server } from '@/testing/server';
import { useLiveInbox } from './use-live-inbox';

/**
 * Issue #43: the vendor's inbox, live. The hook joins each of her listings' private inbox topics,
 * and a broadcast or a (re)join makes the inbox's queries (here the unread count) read again; with
 * no socket the count still loads.
 */

type Frame = [string | null, string | null, string, string, Record<string, unknown>];

function serveListings(unreadCounts: number[]) {
  let reads = 0;
  server.use(
    http.post('*/rest/v1/rpc/my_listing_ids', () => HttpResponse.json(['l-1', 'l-2'])),
    http.head('*/rest/v1/inquiries', () => {
      const total = unreadCounts[Math.min(reads, unreadCounts.length - 1)]!;
      reads += 1;
      return new HttpResponse(null, { headers: { 'Content-Range': `*/${total}` } });
    }),
  );
  serveTable('listings', () => ({ body: [{ id: 'l-1' }, { id: 'l-2' }] }));
  return { reads: () => reads };
}

function wrapper() {
  const queryClient = createTestQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

describe('useLiveInbox', () => {
  // The client is the app's one (shared by the files of a worker): each test starts on a socket
  // of its own, so that its handler is the one that answers.
  beforeEach(async () => {
    const supabase = await getSupabase();
    await supabase.removeAllChannels();
    await supabase.realtime.disconnect();
  });

  it('joins each listing’s private inbox and reads again on the join and on a new inquiry', async () => {
    const counts = serveListings([0, 1, 2]);
    const joins: { topic: string; private: unknown }[] = [];
    let push: ((frame: Frame) => void) | undefined;
    server.use(
      realtimeSocket.addEventListener('connection', ({ client }) => {
        push = (frame) => client.send(JSON.stringify(frame));
        client.addEventListener('message', (event) => {
          const [joinRef, ref, topic, kind, payload] = JSON.parse(String(event.data)) as Frame;
          if (kind === 'phx_leave')
            push?.([joinRef, ref, topic, 'phx_reply', { status: 'ok', response: {} }]);
          if (kind !== 'phx_join') return;
          const config = payload.config as { private?: unknown };
          joins.push({ topic, private: config.private });
          push?.([joinRef, ref, topic, 'phx_reply', { status: 'ok', response: {} }]);
        });
      }),
    );
    const { result } = renderHook(() => useLiveInbox('u-1'), { wrapper: wrapper() });

    await waitFor(() => expect(joins).toHaveLength(2));
    expect(joins).toEqual(
      expect.arrayContaining([
        { topic: 'realtime:listing:l-1:inbox', private: true },
        { topic: 'realtime:listing:l-2:inbox', private: true },
      ]),
    );
    // The joins (coalesced into one refetch) read what may have been missed.
    await waitFor(() => expect(result.current).toBe(1));
    const afterJoin = counts.reads();

    push!([
      null,
      null,
      'realtime:listing:l-2:inbox',
      'broadcast',
      { type: 'broadcast', event: 'inquiry_created', payload: { id: 'i-9', listing_id: 'l-2' } },
    ]);
    await waitFor(() => expect(result.current).toBe(2));
    expect(counts.reads()).toBe(afterJoin + 1);
  });

  it('reads the inbox as before when the socket is refused', async () => {
    serveListings([3]);
    server.use(
      realtimeSocket.addEventListener('connection', ({ client }) => client.close(1011, 'down')),
    );
    const { result } = renderHook(() => useLiveInbox('u-1'), { wrapper: wrapper() });
    await waitFor(() => expect(result.current).toBe(3));
  });
});
