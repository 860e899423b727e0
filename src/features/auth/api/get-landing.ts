import { queryOptions } from '@tanstack/react-query';
import { PATHS } from '@/config/paths';
import { getSupabase } from '@/lib/supabase';
import { authKeys } from '../keys';

/**
 * Where a signed-in person lands: an admin on /admin, someone with an open invitation on its
 * acceptance page, an active vendor member on /vendor-dashboard, anyone else on
 * /account-settings (a page they came from wins, see login).
 */
export async function fetchLanding(userId: string, isAdmin: boolean): Promise<string> {
  if (isAdmin) return PATHS.admin;
  const supabase = await getSupabase();
  // Someone with an open invitation (they just came in through its email) accepts it first.
  // The one place auth asks about membership: where a person lands depends on both.
  const invitation = await supabase.rpc('my_invitation');
  const state =
    invitation.data && typeof invitation.data === 'object' && !Array.isArray(invitation.data)
      ? invitation.data.state
      : null;
  if (state === 'open') return PATHS.membershipAccept;
  const { data, error } = await supabase
    .from('vendor_members')
    .select('user_id')
    .eq('user_id', userId)
    .eq('status', 'active')
    .limit(1);
  if (error) throw error;
  return data.length > 0 ? PATHS.vendorDashboard : PATHS.accountSettings;
}

export const landingQueryOptions = (userId: string, isAdmin: boolean) =>
  queryOptions({
    queryKey: authKeys.landing(userId, isAdmin),
    queryFn: () => fetchLanding(userId, isAdmin),
  });
