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
  }: { user?: typeof ana; admin?: boolean; onNavigate?: () => void },
) {
  fake = createFakeSupabase({ session: user ? fakeSession(user) : null });
  if (user && admin) fake.admins.set(user.id, true);
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
      { path: '/login', element: <h1>Sign in</h1> },
    ],
    '/',
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
  it('renders nothing for anonymous visitors', async () => {
    renderMenu('desktop', {});
    await waitFor(() => expect(fake.auth.getSession).toHaveBeenCalled());
    await screen.findByText('Home');
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vendor Dashboard' })).not.toBeInTheDocument();
  });

  it('desktop: opens from the keyboard, moves with arrows and closes on Escape', async () => {
    renderMenu('desktop', { user: ana });
    const trigger = await screen.findByRole('button', { name: 'Account menu' });

    trigger.focus();
    await userEvent.keyboard('{Enter}');

    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Vendor Dashboard', 'Log Out']);
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
    ).toEqual(['Vendor Dashboard', 'Admin Dashboard', 'Log Out']);
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
    ).toEqual(['Vendor Dashboard', 'Log Out']);
    await userEvent.click(within(list).getByRole('link', { name: 'Vendor Dashboard' }));

    expect(router.state.location.pathname).toBe('/vendor-dashboard');
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
