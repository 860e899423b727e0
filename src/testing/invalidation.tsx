import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ReactNode } from 'react';
import { createTestQueryClient } from './render';
import { server } from './server';

/**
 * Answers GET `*\/rest/v1/<table>` with what `answer` gives for the request's URL (it may change
 * between calls) and records every URL asked for.
 */
export function serveTable(table: string, answer: (url: URL) => JsonBodyType) {
  const requests: URL[] = [];
  server.use(
    http.get(`*/rest/v1/${table}`, ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      return HttpResponse.json(answer(url));
    }),
  );
  return requests;
}

/**
 * Mounts `useViews` (the hooks of a list and a detail view of one kind of data) in a fresh client
 * and waits until they hold data. `invalidate(root)` then does what a write that invalidates its
 * domain's root does to every place showing that data.
 */
export async function mountViews<T>(useViews: () => T, isLoaded: (views: T) => boolean) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(useViews, { wrapper });
  // The first query of a test file also loads supabase-js (a dynamic import): slow on a busy machine.
  await waitFor(() => expect(isLoaded(result.current)).toBe(true), { timeout: 10_000 });
  return {
    result,
    queryClient,
    /** Invalidates `root` and resolves once the refetches it started have settled. */
    invalidate: (root: QueryKey) => act(() => queryClient.invalidateQueries({ queryKey: root })),
  };
}
