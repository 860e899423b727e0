import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { clearToasts } from '@/components/ui/use-toast';
import { AuthContext, type AuthContextValue } from '@/features/auth';
import { fakeUser } from '@/testing/fake-supabase';
import { createTestQueryClient } from '@/testing/render';
import { RequireAdmin } from './require-admin';
import { RequireAuth } from './require-auth';

const signedOut: AuthContextValue = {
  user: null,
  loading: false,
  isAdmin: false,
  recheckAdmin: async () => {},
};
const loading: AuthContextValue = { ...signedOut, loading: true };
const vendor: AuthContextValue = { ...signedOut, user: fakeUser('user-ana') };
const admin: AuthContextValue = { ...vendor, isAdmin: true };

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from;
  return <h1>Sign in{from ? ` (from ${from.pathname})` : ''}</h1>;
}

function renderGuarded(auth: AuthContextValue, path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      { path: '/login', element: <LoginProbe /> },
      {
        element: <RequireAdmin />,
        children: [{ path: '/admin', element: <h1>Admin dashboard</h1> }],
      },
      {
        element: <RequireAuth />,
        children: [{ path: '/vendor-dashboard', element: <h1>Vendor dashboard</h1> }],
      },
    ],
    { initialEntries: [path] },
  );
  // The admin area's live queues refetch through the query client (useLiveQueues).
  const queryClient = createTestQueryClient();
  // StrictMode runs effects twice: the Access Denied toast must still appear once.
  const tree = (value: AuthContextValue) => (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthContext value={value}>
          <RouterProvider router={router} />
          <Toaster />
        </AuthContext>
      </QueryClientProvider>
    </StrictMode>
  );
  const view = render(tree(auth));
  const rerenderWith = (next: AuthContextValue) => view.rerender(tree(next));
  return { router, rerenderWith };
}

function accessDeniedToasts() {
  const region = screen.getByRole('region', { name: /notifications/i });
  return within(region).queryAllByText('Access Denied');
}

beforeEach(() => {
  clearToasts();
});

describe('RequireAuth', () => {
  it('shows a skeleton while auth loads', () => {
    renderGuarded(loading, '/vendor-dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access…');
    expect(screen.queryByRole('heading', { name: 'Vendor dashboard' })).not.toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to /login, remembering the page', async () => {
    const { router } = renderGuarded(signedOut, '/vendor-dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Sign in (from /vendor-dashboard)' }),
    ).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the page to a signed-in user', () => {
    renderGuarded(vendor, '/vendor-dashboard');
    expect(screen.getByRole('heading', { name: 'Vendor dashboard' })).toBeInTheDocument();
  });
});

describe('RequireAdmin', () => {
  it('shows a skeleton while auth loads, then the page to an admin', () => {
    const { rerenderWith } = renderGuarded(loading, '/admin');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access…');

    act(() => rerenderWith(admin));

    expect(screen.getByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    expect(accessDeniedToasts()).toHaveLength(0);
  });

  it('sends a visitor who is not signed in to /login, without a toast', async () => {
    renderGuarded(signedOut, '/admin');
    expect(
      await screen.findByRole('heading', { name: 'Sign in (from /admin)' }),
    ).toBeInTheDocument();
    expect(accessDeniedToasts()).toHaveLength(0);
  });

  it('turns a signed-in non-admin away with one Access Denied toast and sends them home', async () => {
    const { router } = renderGuarded(vendor, '/admin');

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(accessDeniedToasts()).toHaveLength(1);
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
  });
});
