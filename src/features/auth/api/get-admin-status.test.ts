// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { authKeys } from '../keys';
import { adminStatusQueryOptions, getAdminStatus } from './get-admin-status';

const USER_ID = '6f1c2c3e-8a55-4d1e-9b3a-2f7c1d9e4b10';

/** Answers GET /rest/v1/admin_users with `rows` and records each request's URL. */
function serveAdminUsers(rows: unknown[], status = 200) {
  const requests: URL[] = [];
  server.use(
    http.get('*/rest/v1/admin_users', ({ request }) => {
      requests.push(new URL(request.url));
      return HttpResponse.json(status === 200 ? rows : { message: 'boom', code: 'XX000' }, {
        status,
      });
    }),
  );
  return requests;
}

describe('the admin check', () => {
  it('asks admin_users for all columns of the row whose id is the user id, at most one', async () => {
    const requests = serveAdminUsers([{ id: USER_ID, created_at: '2026-01-01T00:00:00Z' }]);

    await expect(getAdminStatus(USER_ID)).resolves.toBe(true);

    expect(requests).toHaveLength(1);
    const params = requests[0]!.searchParams;
    expect(params.get('select')).toBe('*');
    expect(params.get('id')).toBe(`eq.${USER_ID}`);
    expect(params.get('limit')).toBe('1');
    expect([...params.keys()].sort()).toEqual(['id', 'limit', 'select']);
  });

  it('is false when no row comes back', async () => {
    serveAdminUsers([]);
    await expect(getAdminStatus(USER_ID)).resolves.toBe(false);
  });

  it('throws when the lookup fails (the provider turns that into "not an admin")', async () => {
    serveAdminUsers([], 500);
    await expect(getAdminStatus(USER_ID)).rejects.toMatchObject({ message: 'boom' });
  });

  it('has a per-user key, is never fresh and is never retried', async () => {
    const options = adminStatusQueryOptions(USER_ID);
    expect(options.queryKey).toEqual([...authKeys.all, 'admin-status', USER_ID]);
    expect(options.staleTime).toBe(0);
    expect(options.retry).toBe(false);

    const requests = serveAdminUsers([], 500);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 3 } } });
    await expect(queryClient.fetchQuery(options)).rejects.toBeTruthy();
    expect(requests).toHaveLength(1);
  });
});
