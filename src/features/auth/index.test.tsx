import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/testing/render';
import { server } from '@/testing/server';
import { adminStatusQueryOptions, authKeys } from '.';

const USER_ID = '6f1c2c3e-8a55-4d1e-9b3a-2f7c1d9e4b10';

describe('authKeys', () => {
  it('roots every auth read at authKeys.all, per user', () => {
    expect(authKeys.all).toEqual(['auth']);
    expect(authKeys.adminStatus(USER_ID)).toEqual(['auth', 'admin-status', USER_ID]);
    expect(adminStatusQueryOptions(USER_ID).queryKey).toEqual(authKeys.adminStatus(USER_ID));
  });

  it('invalidating authKeys.all refetches the admin status', async () => {
    // The first lookup finds no row; after the user is made an admin, the next one finds theirs.
    let rows: unknown[] = [];
    const requests: URL[] = [];
    server.use(
      http.get('*/rest/v1/admin_users', ({ request }) => {
        requests.push(new URL(request.url));
        return HttpResponse.json(rows);
      }),
    );
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useQuery(adminStatusQueryOptions(USER_ID)), { wrapper });
    await waitFor(() => expect(result.current.data).toBe(false));

    rows = [{ id: USER_ID }];
    await act(() => queryClient.invalidateQueries({ queryKey: authKeys.all }));

    await waitFor(() => expect(result.current.data).toBe(true));
    expect(requests).toHaveLength(2);
    expect(requests[1]!.searchParams.get('id')).toBe(`eq.${USER_ID}`);
  });
});
