import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { GuardSkeleton } from './guard-skeleton';

/**
 * Layout route for vendor and account pages: a signed-in user sees the page; anyone else goes to
 * /login, which sends them back here (`state.from`) after signing in.
 */
export function RequireAuth() {
  const { user, loading } = useAuth();
  const location = useLocation();

  if (loading) return <GuardSkeleton />;
  if (!user) return <Navigate to={PATHS.login} state={{ from: location }} replace />;
  return <Outlet />;
}
