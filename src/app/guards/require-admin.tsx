import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';
import { PATHS } from '@/config/paths';
import { useLiveQueues } from '@/features/admin';
import { ACCESS_DENIED_TOAST, useAuth } from '@/features/auth';
import { GuardSkeleton } from './guard-skeleton';

/**
 * Layout route for /admin pages (site-spec §2 "Guarded pages"): a skeleton while auth loads; not
 * signed in → /login (and back here after); signed in but not an admin → the 'Access Denied' toast,
 * once, and home. This only hides the screens: RLS is what protects admin data. While an admin is
 * on any admin page, the queues are live (useLiveQueues: counts and queue lists refetch when a row
 * arrives or is decided elsewhere).
 */
export function RequireAdmin() {
  const { user, loading, isAdmin } = useAuth();
  const location = useLocation();
  const denied = !loading && user !== null && !isAdmin;
  const toldDenied = useRef(false);
  useLiveQueues(!loading && user !== null && isAdmin);

  useEffect(() => {
    if (!denied || toldDenied.current) return;
    toldDenied.current = true;
    toast(ACCESS_DENIED_TOAST);
  }, [denied]);

  if (loading) return <GuardSkeleton />;
  if (!user) return <Navigate to={PATHS.login} state={{ from: location }} replace />;
  if (!isAdmin) return <Navigate to={PATHS.home} replace />;
  return <Outlet />;
}
