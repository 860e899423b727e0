import { lazy, Suspense } from 'react';
import { useAuth } from '../use-auth';

// Both variants (Radix Dropdown Menu, the logout mutation) are only needed once someone is signed
// in, so anonymous first paints never download them.
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

/**
 * The account menu of site-spec §2: Vendor Dashboard, Admin Dashboard (admins only), Log Out.
 * Nothing for anonymous visitors (nor while the session is still being read).
 */
export function AccountMenu({ variant, onNavigate }: AccountMenuProps) {
  const { user, isAdmin } = useAuth();
  if (!user) return null;

  if (variant === 'mobile') {
    return (
      <Suspense fallback={null}>
        <AccountList email={user.email} isAdmin={isAdmin} onNavigate={onNavigate} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block size-10" />}>
      <AccountDropdown email={user.email} isAdmin={isAdmin} />
    </Suspense>
  );
}
