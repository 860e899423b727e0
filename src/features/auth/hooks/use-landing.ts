import { useQuery } from '@tanstack/react-query';
import { landingQueryOptions } from '../api/get-landing';
import { useAuth } from './use-auth';

/** Where the signed-in person works (admin, vendor dashboard or account settings), once known. */
export function useLanding(): string | null {
  const { user, isAdmin, loading } = useAuth();
  const query = useQuery({
    ...landingQueryOptions(user?.id ?? '', isAdmin),
    enabled: Boolean(user) && !loading,
  });
  return user && !loading ? (query.data ?? null) : null;
}
