import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { authKeys } from '../keys';

/**
 * Is this user an administrator? A row in admin_users whose id is the user's id (site-spec §6).
 * The spec's call is "all columns, id equals user id, at most one row"; RLS lets a user read only
 * their own row, so the answer cannot leak anyone else's status. Throws on error: the caller
 * decides (the auth provider treats any failure as "not an admin").
 */
export async function getAdminStatus(userId: string): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('admin_users').select('*').eq('id', userId).limit(1);
  if (error) throw error;
  return data.length > 0;
}

/**
 * Re-checked on every auth change, so never fresh (staleTime 0) and never retried: a failed lookup
 * means "not an admin" at once rather than after the default backoff.
 */
export function adminStatusQueryOptions(userId: string) {
  return queryOptions({
    queryKey: authKeys.adminStatus(userId),
    queryFn: () => getAdminStatus(userId),
    staleTime: 0,
    retry: false,
  });
}
