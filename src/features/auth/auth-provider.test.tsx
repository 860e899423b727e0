import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import { renderWithProviders } from '@/testing/render';
import {
  createFakeSupabase,
  fakeSession,
  fakeUser,
  type FakeSupabase,
} from '@/testing/fake-supabase';
import { useAuth } from './hooks/use-auth';

vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));

function Probe() {
  const { user, loading, isAdmin, recheckAdmin } = useAuth();
  return (
    <div>
      <p data-testid="state">{JSON.stringify({ user: user?.id ?? null, loading, isAdmin })}</p>
      <button type="button" onClick={() => void recheckAdmin()}>
        Recheck
      </button>
    </div>
  );
}

function readState() {
  return JSON.parse(screen.getByTestId('state').textContent ?? '') as {
    user: string | null;
    loading: boolean;
    isAdmin: boolean;
  };
}

async function expectState(expected: ReturnType<typeof readState>) {
  await waitFor(() => expect(readState()).toEqual(expected));
}

let fake: FakeSupabase;

function start(session: ReturnType<typeof fakeSession> | null = null) {
  fake = createFakeSupabase({ session });
  vi.mocked(getSupabase).mockResolvedValue(fake.client);
  return renderWithProviders(<Probe />);
}

const ana = fakeUser('user-ana');
const celeste = fakeUser('user-celeste');

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AuthProvider', () => {
  it('is loading until the first session check ends, then has nobody signed in', async () => {
    start(null);
    expect(readState()).toEqual({ user: null, loading: true, isAdmin: false });
    await expectState({ user: null, loading: false, isAdmin: false });
    expect(fake.from).not.toHaveBeenCalled();
  });

  it('reads the initial session and looks the admin status up for that user', async () => {
    fake = createFakeSupabase({ session: fakeSession(celeste) });
    fake.admins.set(celeste.id, true);
    vi.mocked(getSupabase).mockResolvedValue(fake.client);
    renderWithProviders(<Probe />);

    await expectState({ user: celeste.id, loading: false, isAdmin: true });
    expect(fake.adminQueries).toEqual([
      { table: 'admin_users', columns: '*', filter: ['id', celeste.id], limit: 1 },
    ]);
  });

  it('copies the session to storage on INITIAL_SESSION, without a second admin lookup', async () => {
    const session = fakeSession(ana);
    start(session);
    await expectState({ user: ana.id, loading: false, isAdmin: false });

    act(() => fake.emit('INITIAL_SESSION', session));

    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(session);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.adminQueries).toHaveLength(1);
  });

  it('on SIGNED_IN stores the session and shows the user together with their admin status', async () => {
    start(null);
    await expectState({ user: null, loading: false, isAdmin: false });
    fake.admins.set(celeste.id, true);
    const session = fakeSession(celeste);

    act(() => fake.emit('SIGNED_IN', session));

    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(session);
    // Never a signed-in user with an unknown (false) admin status on the way.
    expect(readState().user).toBeNull();
    await expectState({ user: celeste.id, loading: false, isAdmin: true });
  });

  it('recomputes isAdmin when a different user signs in', async () => {
    fake = createFakeSupabase({ session: fakeSession(celeste) });
    fake.admins.set(celeste.id, true);
    vi.mocked(getSupabase).mockResolvedValue(fake.client);
    renderWithProviders(<Probe />);
    await expectState({ user: celeste.id, loading: false, isAdmin: true });

    act(() => fake.emit('SIGNED_IN', fakeSession(ana)));

    await expectState({ user: ana.id, loading: false, isAdmin: false });
  });

  it('forces a further session refresh on TOKEN_REFRESHED, once (not for its own refresh)', async () => {
    const session = fakeSession(ana);
    start(session);
    await expectState({ user: ana.id, loading: false, isAdmin: false });
    // The forced refresh raises TOKEN_REFRESHED itself, as supabase-js does.
    fake.auth.refreshSession.mockImplementation(async () => {
      fake.emit('TOKEN_REFRESHED', fakeSession(ana, 'token-after-forced-refresh'));
      return { data: { session, user: ana }, error: null };
    });

    act(() => fake.emit('TOKEN_REFRESHED', fakeSession(ana, 'token-after-auto-refresh')));

    await waitFor(() => expect(fake.auth.refreshSession).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fake.auth.refreshSession).toHaveBeenCalledTimes(1);
    await expectState({ user: ana.id, loading: false, isAdmin: false });
  });

  it('logs a failed forced refresh and keeps the user', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    start(fakeSession(ana));
    await expectState({ user: ana.id, loading: false, isAdmin: false });
    fake.auth.refreshSession.mockRejectedValue(new Error('offline'));

    act(() => fake.emit('TOKEN_REFRESHED', fakeSession(ana)));

    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('Session refresh failed', expect.any(Error)),
    );
    expect(readState().user).toBe(ana.id);
  });

  it('on SIGNED_OUT removes the stored session and forgets the user and admin status', async () => {
    fake = createFakeSupabase({ session: fakeSession(celeste) });
    fake.admins.set(celeste.id, true);
    vi.mocked(getSupabase).mockResolvedValue(fake.client);
    renderWithProviders(<Probe />);
    await expectState({ user: celeste.id, loading: false, isAdmin: true });
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(fakeSession(celeste)));

    act(() => fake.emit('SIGNED_OUT', null));

    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    await expectState({ user: null, loading: false, isAdmin: false });
  });

  it('treats an admin lookup error as not an admin', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    fake = createFakeSupabase({ session: fakeSession(celeste) });
    fake.admins.set(celeste.id, { error: new Error('permission denied') });
    vi.mocked(getSupabase).mockResolvedValue(fake.client);
    renderWithProviders(<Probe />);

    await expectState({ user: celeste.id, loading: false, isAdmin: false });
    expect(consoleError).toHaveBeenCalled();
  });

  it('treats a throwing admin lookup as not an admin', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fake = createFakeSupabase({ session: fakeSession(celeste) });
    fake.admins.set(celeste.id, { throws: new TypeError('Failed to fetch') });
    vi.mocked(getSupabase).mockResolvedValue(fake.client);
    renderWithProviders(<Probe />);

    await expectState({ user: celeste.id, loading: false, isAdmin: false });
  });

  it('recheckAdmin looks the status up again', async () => {
    start(fakeSession(celeste));
    await expectState({ user: celeste.id, loading: false, isAdmin: false });
    fake.admins.set(celeste.id, true);

    await userEvent.click(screen.getByRole('button', { name: 'Recheck' }));

    await expectState({ user: celeste.id, loading: false, isAdmin: true });
    expect(fake.adminQueries).toHaveLength(2);
  });

  it('logs a failed session fetch and ends loading', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    fake = createFakeSupabase();
    fake.auth.getSession.mockResolvedValue({
      data: { session: null },
      error: new Error('Auth session missing!'),
    } as never);
    vi.mocked(getSupabase).mockResolvedValue(fake.client);
    renderWithProviders(<Probe />);

    await expectState({ user: null, loading: false, isAdmin: false });
    expect(consoleError).toHaveBeenCalledWith('Could not read the session', expect.any(Error));
  });

  it('logs a failed initialisation (the client cannot load) and ends loading', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(getSupabase).mockRejectedValue(new Error('chunk failed to load'));
    renderWithProviders(<Probe />);

    await expectState({ user: null, loading: false, isAdmin: false });
    expect(consoleError).toHaveBeenCalledWith('Could not read the session', expect.any(Error));
  });
});
