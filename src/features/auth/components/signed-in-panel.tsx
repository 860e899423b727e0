import type { User } from '@supabase/supabase-js';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { PATHS } from '@/config/paths';
import { useLogout } from '../api/use-logout';

interface SignedInPanelProps {
  user: User;
  isAdmin: boolean;
}

/** /login for someone already signed in: who they are, their dashboard, or log out. */
export function SignedInPanel({ user, isAdmin }: SignedInPanelProps) {
  const { logout, isPending } = useLogout();

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-display-md font-light text-ink">You’re signed in</h1>
        <p className="text-ink-700">
          Signed in as <strong className="font-medium text-ink">{user.email}</strong>.
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link to={PATHS.vendorDashboard} className={buttonVariants({ variant: 'solid' })}>
          Go to your dashboard
        </Link>
        {isAdmin && (
          <Link to={PATHS.admin} className={buttonVariants()}>
            Admin Dashboard
          </Link>
        )}
        <Button onClick={logout} disabled={isPending}>
          {isPending ? 'Logging out…' : 'Log out'}
        </Button>
      </div>
    </div>
  );
}
