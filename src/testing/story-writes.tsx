import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { editablePost } from './posts';
import { createTestQueryClient } from './render';
import { server } from './server';

/**
 * The story writes' tests' pieces: every request a write sends, recorded; a write's hook mounted
 * in a fresh client whose invalidations are recorded; a draft's fields and a live story's.
 */
export interface Sent {
  method: string;
  path: string;
  params: Record<string, string>;
  body: unknown;
}

/** Answers `method path` (under /rest/v1/) with `answer`, recording every request in `sent`. */
export function answer(
  sent: Sent[],
  method: 'get' | 'post' | 'patch' | 'delete',
  path: string,
  body: JsonBodyType,
) {
  server.use(
    http[method](`*/rest/v1/${path}`, async ({ request }) => {
      const url = new URL(request.url);
      sent.push({
        method: request.method,
        path: url.pathname.replace('/rest/v1/', ''),
        params: Object.fromEntries(url.searchParams),
        body: ['GET', 'DELETE'].includes(request.method) ? null : await request.json(),
      });
      return HttpResponse.json(body);
    }),
  );
}

/** The conditional update every story write sends: `body` on the version it holds. */
export const patchOn = (expected: string, body: unknown): Sent => ({
  method: 'PATCH',
  path: 'blog_posts',
  params: { id: 'eq.p1', updated_at: `eq.${expected}`, select: 'updated_at' },
  body,
});

/** A call of a database function with `body`. */
export const rpc = (name: string, body: unknown): Sent => ({
  method: 'POST',
  path: `rpc/${name}`,
  params: {},
  body,
});

/** The revision a save asks the database to keep. */
export const revision = (reason: string): Sent => ({
  method: 'POST',
  path: 'rpc/record_post_revision',
  params: {},
  body: { post_id: 'p1', reason },
});

/** Mounts a write's hook in a fresh client whose invalidations are recorded. */
export function mount<T>(useWrite: () => T) {
  const queryClient = createTestQueryClient();
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(useWrite, { wrapper });
  const roots = () => invalidated.mock.calls.map(([filters]) => filters?.queryKey);
  return { result, queryClient, roots };
}

/** A draft's editable fields, and the same story published (what readers have). */
const { id: _id, updated_at: _version, live: _live, ...draftFields } = editablePost();
export const FIELDS = draftFields;
export const LIVE = { ...FIELDS, status: 'published', published_at: '2026-11-20T10:00:00+00:00' };
