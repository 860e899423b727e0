import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/components/ui/use-toast';
import { LOGIN_VALIDATION_MESSAGES, SIGN_IN_MESSAGES } from '@/features/auth';
import {
  createFakeSupabase,
  fakeSession,
  fakeUser,
  type FakeSupabase,
} from '@/testing/fake-supabase';
import { renderRoutes } from '@/testing/render-routes';
import { getSupabase } from '@/lib/supabase';
import LoginPage from './login';

vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));

const ana = fakeUser('user-ana', 'vendor.ana@perfete.local');
const PASSWORD = 'Perfete-demo-2026';
let fake: FakeSupabase;

function renderLogin(
  entry: string | { pathname: string; state?: unknown } = '/login',
  session: ReturnType<typeof fakeSession> | null = null,
) {
  fake = createFakeSupabase({ session });
  vi.mocked(getSupabase).mockResolvedValue(fake.client);
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/vendor-dashboard', element: <h1>Vendor dashboard</h1> },
      { path: '/manage-listing', element: <h1>Manage listing</h1> },
      { path: '/admin', element: <h1>Admin dashboard</h1> },
      { path: '/account-settings', element: <h1>Account settings</h1> },
    ],
    entry,
  );
}

/** The auth service accepts: it raises SIGNED_IN first, as supabase-js does, then answers. */
function acceptSignIn() {
  fake.auth.signInWithPassword.mockImplementation(async () => {
    const session = fakeSession(ana);
    fake.emit('SIGNED_IN', session);
    return { data: { user: ana, session }, error: null };
  });
}

function rejectSignIn(error: unknown) {
  fake.auth.signInWithPassword.mockResolvedValue({ data: { user: null, session: null }, error });
}

async function fillIn(email: string, password: string) {
  const submit = await screen.findByRole('button', { name: 'Sign in' });
  if (email) await userEvent.type(screen.getByLabelText('Email address'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(submit);
}

beforeEach(() => {
  localStorage.clear();
  clearToasts();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/login', () => {
  it('has a labelled form, a reset link and the membership call to action', async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.getByRole('link', { name: 'I Want In' })).toHaveAttribute('href', '/membership');
  });

  it('says what is missing before sending anything', async () => {
    renderLogin();
    await fillIn('', '');

    expect(await screen.findByText(LOGIN_VALIDATION_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(LOGIN_VALIDATION_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      LOGIN_VALIDATION_MESSAGES.emailRequired,
    );
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(fake.auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('checks the email format when the field is left', async () => {
    renderLogin();
    await userEvent.type(await screen.findByLabelText('Email address'), 'ana@');
    await userEvent.tab();

    expect(await screen.findByText(LOGIN_VALIDATION_MESSAGES.emailInvalid)).toBeInTheDocument();
  });

  it('shows wrong credentials in plain words and keeps what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLogin();
    rejectSignIn(
      Object.assign(new Error('Invalid login credentials'), {
        name: 'AuthApiError',
        status: 400,
        code: 'invalid_credentials',
      }),
    );

    await fillIn('vendor.ana@perfete.local', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "That email and password don't match an account.",
    );
    expect(fake.auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'vendor.ana@perfete.local',
      password: 'wrong-password',
    });
    expect(screen.getByLabelText('Email address')).toHaveValue('vendor.ana@perfete.local');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('asks to retry when the service is unreachable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLogin();
    rejectSignIn(
      Object.assign(new Error('Failed to fetch'), { name: 'AuthRetryableFetchError', status: 503 }),
    );

    await fillIn(ana.email!, PASSWORD);

    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_IN_MESSAGES.unavailable);
  });

  it('shows a submitting state while the service answers', async () => {
    renderLogin();
    let answer: (value: unknown) => void = () => {};
    fake.auth.signInWithPassword.mockImplementation(
      () => new Promise((resolve) => (answer = resolve)),
    );

    await fillIn(ana.email!, PASSWORD);

    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    answer({ data: { user: null, session: null }, error: new Error('nope') });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('takes a vendor member to the vendor dashboard after signing in', async () => {
    const { router } = renderLogin();
    fake.members.add(ana.id);
    acceptSignIn();

    await fillIn(ana.email!, PASSWORD);

    expect(await screen.findByRole('heading', { name: 'Vendor dashboard' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes back to the page that sent the visitor here', async () => {
    const { router } = renderLogin({
      pathname: '/login',
      state: { from: { pathname: '/manage-listing', search: '?tab=photos', hash: '' } },
    });
    acceptSignIn();

    await fillIn(ana.email!, PASSWORD);

    expect(await screen.findByRole('heading', { name: 'Manage listing' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=photos');
  });

  it('ignores a "from" that leaves the site', async () => {
    renderLogin({ pathname: '/login', state: { from: { pathname: '//evil.example/x' } } });
    fake.members.add(ana.id);
    acceptSignIn();

    await fillIn(ana.email!, PASSWORD);

    expect(await screen.findByRole('heading', { name: 'Vendor dashboard' })).toBeInTheDocument();
  });

  it('takes an admin to /admin', async () => {
    renderLogin();
    fake.admins.set(ana.id, true);
    acceptSignIn();

    await fillIn(ana.email!, PASSWORD);

    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  });

  it('takes anyone else to their account settings', async () => {
    renderLogin();
    acceptSignIn();

    await fillIn(ana.email!, PASSWORD);

    expect(await screen.findByRole('heading', { name: 'Account settings' })).toBeInTheDocument();
  });

  it('moves focus to the error after a failed sign-in', async () => {
    renderLogin();
    rejectSignIn(Object.assign(new Error('x'), { code: 'invalid_credentials', status: 400 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});

    await fillIn(ana.email!, PASSWORD);

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert).toHaveTextContent(SIGN_IN_MESSAGES.invalidCredentials);
  });

  it('shows who is signed in, with the dashboard and log out, when already signed in', async () => {
    renderLogin('/login', fakeSession(ana));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'You’re signed in' }),
    ).toBeInTheDocument();
    expect(screen.getByText('vendor.ana@perfete.local')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/vendor-dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(fake.auth.signOut).toHaveBeenCalledTimes(1));
  });
});
