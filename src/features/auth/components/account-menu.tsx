import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';

// Every variant (Radix Dropdown Menu, the logout mutation, the profile query; the visitor's Sign
// in link) is drawn only once the session is known, so none of it weighs on the first paint.
const AccountDropdown = lazy(() =>
  import('./account-dropdown').then((module) => ({ default: module.AccountDropdown })),
);
const AccountList = lazy(() =>
  import('./account-list').then((module) => ({ default: module.AccountList })),
);
const SignInLink = lazy(() =>
  import('./sign-in-link').then((module) => ({ default: module.SignInLink })),
);

interface AccountMenuProps {
  variant: 'desktop' | 'mobile';
  /** Mobile: called when an item is chosen, so the menu panel can close. */
  onNavigate?: () => void;
}

/**
 * The account menu of site-spec §2: Vendor Dashboard, Admin Dashboard (admins only), Account
 * settings, Log Out, behind the person's avatar. A visitor gets a Sign in link instead (not on
 * /login itself); nothing shows while the session is still being read, so the first screen (drawn
 * before any session is known) and a signed-in person's page never flash the wrong one.
 */
export function AccountMenu({ variant, onNavigate }: AccountMenuProps) {
  const { user, isAdmin, loading } = useAuth();
  const { pathname } = useLocation();

  if (!user) {
    if (loading || pathname === PATHS.login) return null;
    return (
      <Suspense fallback={null}>
        <SignInLink variant={variant} onNavigate={onNavigate} />
      </Suspense>
    );
  }

  if (variant === 'mobile') {
    return (
      <Suspense fallback={null}>
        <AccountList
          userId={user.id}
          email={user.email}
          isAdmin={isAdmin}
          onNavigate={onNavigate}
        />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block size-10" />}>
      <AccountDropdown userId={user.id} email={user.email} isAdmin={isAdmin} />
    </Suspense>
  );
}
