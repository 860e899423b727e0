import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/components/ui/use-toast';
import { SESSION_STORAGE_KEY } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import {
  createFakeSupabase,
  fakeSession,
  fakeUser,
  type FakeSupabase,
} from '@/testing/fake-supabase';
import { renderRoutes } from '@/testing/render-routes';
import { useLogout } from './use-logout';

vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));

function LogoutButton() {
  const { logout } = useLogout();
  return (
    <button type="button" onClick={logout}>
      Log Out
    </button>
  );
}

let fake: FakeSupabase;

function renderAtDashboard() {
  const session = fakeSession(fakeUser('user-ana'));
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  fake = createFakeSupabase({ session });
  vi.mocked(getSupabase).mockResolvedValue(fake.client);
  return renderRoutes(
    [
      { path: '/vendor-dashboard', element: <LogoutButton /> },
      { path: '/login', element: <h1>Sign in</h1> },
    ],
    '/vendor-dashboard',
  );
}

function authError(status: number, message = `status ${status}`) {
  return Object.assign(new Error(message), { name: 'AuthApiError', status, __isAuthError: true });
}

/** The toaster loads with the first toast, so the region is awaited. */
async function notifications() {
  return within(await screen.findByRole('region', { name: /notifications/i }));
}

beforeEach(() => {
  localStorage.clear();
  clearToasts();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useLogout', () => {
  it('on success removes the stored session, toasts and replaces history with /login', async () => {
    const { router } = renderAtDashboard();

    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(fake.auth.signOut).toHaveBeenCalledTimes(1);
    // This device only: the user's other sessions stay signed in.
    expect(fake.auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    const region = await notifications();
    expect(await region.findByText('Logged out successfully')).toBeInTheDocument();
    expect(region.getByText('You have been logged out of your account.')).toBeInTheDocument();
  });

  it.each([404, 401, 403])(
    'ignores a %i from the server, removes the local session and succeeds',
    async (status) => {
      const { router } = renderAtDashboard();
      fake.auth.signOut.mockResolvedValueOnce({ error: authError(status) });

      await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(fake.auth.signOut).toHaveBeenLastCalledWith({ scope: 'local' });
      expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
      expect(
        await (await notifications()).findByText('Logged out successfully'),
      ).toBeInTheDocument();
      expect((await notifications()).queryByText('Error logging out')).not.toBeInTheDocument();
    },
  );

  it('shows the destructive toast when the server answers 500, and stays put', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderAtDashboard();
    fake.auth.signOut.mockResolvedValueOnce({ error: authError(500, 'Internal error') });

    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));

    expect(await (await notifications()).findByText('Error logging out')).toBeInTheDocument();
    expect(
      (await notifications()).getByText('There was a problem logging out. Please try again.'),
    ).toBeInTheDocument();
    expect((await notifications()).queryByText('Logged out successfully')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vendor-dashboard');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    expect(fake.auth.signOut).toHaveBeenCalledTimes(1);
  });

  it('shows the destructive toast when sign-out throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderAtDashboard();
    fake.auth.signOut.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));

    expect(await (await notifications()).findByText('Error logging out')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vendor-dashboard');
  });
});
