import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/components/ui/use-toast';
import { getSupabase } from '@/lib/supabase';
import {
  createFakeSupabase,
  fakeSession,
  fakeUser,
  type FakeSupabase,
} from '@/testing/fake-supabase';
import { renderRoutes } from '@/testing/render-routes';
import { AccountMenu } from './account-menu';

vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));

const ana = fakeUser('user-ana', 'vendor.ana@perfete.local');
const celeste = fakeUser('user-celeste', 'admin@perfete.local');
let fake: FakeSupabase;

function renderMenu(
  variant: 'desktop' | 'mobile',
  {
    user,
    admin = false,
    onNavigate,
    profile,
  }: {
    user?: typeof ana;
    admin?: boolean;
    onNavigate?: () => void;
    profile?: { full_name: string | null; avatar_url: string | null };
  },
  start = '/',
) {
  fake = createFakeSupabase({ session: user ? fakeSession(user) : null });
  if (user && admin) fake.admins.set(user.id, true);
  if (user && profile) fake.profiles.set(user.id, profile);
  vi.mocked(getSupabase).mockResolvedValue(fake.client);
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <p>Home</p>
            <AccountMenu variant={variant} onNavigate={onNavigate} />
          </>
        ),
      },
      { path: '/vendor-dashboard', element: <h1>Vendor dashboard</h1> },
      { path: '/admin', element: <h1>Admin dashboard</h1> },
      { path: '/account-settings', element: <h1>Account settings</h1> },
      {
        path: '/login',
        element: (
          <>
            <h1>Sign in</h1>
            <AccountMenu variant={variant} onNavigate={onNavigate} />
          </>
        ),
      },
    ],
    start,
  );
}

beforeAll(() => {
  // jsdom lacks these; Radix menus use them for pointer handling and focus scrolling.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

beforeEach(() => {
  localStorage.clear();
  clearToasts();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AccountMenu', () => {
  it.each(['desktop', 'mobile'] as const)(
    '%s: a visitor gets Sign in, not the account menu',
    async (variant) => {
      const onNavigate = vi.fn();
      const { router } = renderMenu(variant, { onNavigate });
      const signIn = await screen.findByRole('link', { name: 'Sign in' });
      expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Vendor Dashboard' })).not.toBeInTheDocument();

      await userEvent.click(signIn);
      expect(router.state.location.pathname).toBe('/login');
      expect(onNavigate).toHaveBeenCalledTimes(1);
      // Not on /login itself, where the form is the way in.
      expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    },
  );

  it('shows nothing while the session is still being read', async () => {
    renderMenu('desktop', {});
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('desktop: the button shows the profile picture', async () => {
    renderMenu('desktop', {
      user: ana,
      profile: {
        full_name: 'Ana Ruiz',
        avatar_url: 'http://127.0.0.1:54321/storage/v1/object/public/avatars/u/a.webp',
      },
    });
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    await waitFor(() =>
      expect(trigger.querySelector('img')).toHaveAttribute(
        'src',
        'http://127.0.0.1:54321/storage/v1/object/public/avatars/u/a.webp',
      ),
    );
  });

  it('desktop: without a picture, the initials of the name, else of the email', async () => {
    renderMenu('desktop', {
      user: ana,
      profile: { full_name: 'Ana María Ruiz', avatar_url: null },
    });
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(trigger).toHaveTextContent('AR'));
    expect(trigger.querySelector('img')).toBeNull();
  });

  it('desktop: an empty name falls back to the email, never a stray mark', async () => {
    renderMenu('desktop', { user: ana, profile: { full_name: '', avatar_url: null } });
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(fake.from).toHaveBeenCalledWith('profiles'));
    await waitFor(() =>
      expect(within(trigger).getByTestId('account-initials')).toHaveTextContent(/^V$/),
    );
  });

  it('desktop: opens from the keyboard, moves with arrows and closes on Escape', async () => {
    renderMenu('desktop', { user: ana });
    const trigger = await screen.findByRole('button', { name: 'Account menu' });

    trigger.focus();
    await userEvent.keyboard('{Enter}');

    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Vendor Dashboard',
      'Account settings',
      'Log Out',
    ]);
    expect(within(menu).getByText('vendor.ana@perfete.local')).toBeInTheDocument();
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('desktop: an admin also gets Admin Dashboard, which navigates', async () => {
    const { router } = renderMenu('desktop', { user: celeste, admin: true });
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');

    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Vendor Dashboard', 'Admin Dashboard', 'Account settings', 'Log Out']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Admin Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('desktop: Log Out signs out and lands on /login', async () => {
    const { router } = renderMenu('desktop', { user: ana });
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(fake.auth.signOut).toHaveBeenCalledTimes(1);
  });

  it('mobile: an inline list; choosing an item navigates and tells the menu to close', async () => {
    const onNavigate = vi.fn();
    const { router } = renderMenu('mobile', { user: ana, onNavigate });

    const list = await screen.findByRole('list', { name: 'Your account' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Vendor Dashboard', 'Account settings', 'Log Out']);
    await userEvent.click(within(list).getByRole('link', { name: 'Account settings' }));

    expect(router.state.location.pathname).toBe('/account-settings');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('mobile: an admin sees Admin Dashboard; Log Out closes the menu and signs out', async () => {
    const onNavigate = vi.fn();
    const { router } = renderMenu('mobile', { user: celeste, admin: true, onNavigate });

    expect(await screen.findByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));

    expect(onNavigate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fake.auth.signOut).toHaveBeenCalledTimes(1);
  });
});
