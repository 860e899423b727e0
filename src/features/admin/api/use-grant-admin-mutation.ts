import { useAdminWrite } from '@/lib/admin-write';
import { getSupabase } from '@/lib/supabase';
import { adminKeys } from '../keys';

/** Makes the account with this email an administrator (the database refuses non-admins). */
export async function grantAdmin(email: string) {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('grant_admin', { email });
  if (error) throw error;
}

export const useGrantAdminMutation = () => useAdminWrite(adminKeys.all, { mutationFn: grantAdmin });
