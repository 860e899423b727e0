import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { useAuth } from '../use-auth';
import { SIGN_IN_LABEL } from './account-links';

// Both variants (Radix Dropdown Menu, the logout mutation, the profile query) are only needed once
// someone is signed in, so anonymous first paints never download them.
const AccountDropdown = lazy(() =>
  import('./account-dropdown').then((module) => ({ default: module.AccountDropdown })),
);
const AccountList = lazy(() =>
  import('./account-list').then((module) => ({ default: module.AccountList })),
);

interface AccountMenuProps {
  variant: 'desktop' | 'mobile';
  /** Mobile: called when an item is chosen, so the menu panel can close. */
  onNavigate?: () => void;
}

const signInClass = {
  desktop:
    'inline-flex min-h-10 items-center px-2 text-xs font-medium tracking-label text-ink uppercase underline-offset-4 transition-colors hover:text-champagne-700 hover:underline',
  mobile:
    'flex w-full items-center border-t border-ivory-300 pt-4 pb-3 text-sm font-medium tracking-label text-ink uppercase transition-colors hover:text-champagne-700',
};

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
      <Link to={PATHS.login} onClick={onNavigate} className={signInClass[variant]}>
        {SIGN_IN_LABEL}
      </Link>
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
