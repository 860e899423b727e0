import { useAdminWrite } from '@/lib/admin-write';
import { getSupabase } from '@/lib/supabase';
import { adminKeys } from '../keys';

/** Takes an administrator's rights away; the database keeps the last administrator. */
export async function revokeAdmin(userId: string) {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('revoke_admin', { user_id: userId });
  if (error) throw error;
}

export const useRevokeAdminMutation = () =>
  useAdminWrite(adminKeys.all, { mutationFn: revokeAdmin });
