import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { adminKeys } from '../keys';

export const ADMIN_ACTIVITY_COLUMNS =
  'id,actor_id,table_name,row_id,row_label,action,changed,created_at';

/** The newest admin writes from the audit log (RLS: admins only). */
export async function fetchAdminActivity(limit: number) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('admin_audit')
    .select(ADMIN_ACTIVITY_COLUMNS)
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) throw error;
  return data;
}

export type AdminActivity = Awaited<ReturnType<typeof fetchAdminActivity>>[number];

export const getAdminActivityQueryOptions = (limit: number) =>
  queryOptions({ queryKey: adminKeys.activity(limit), queryFn: () => fetchAdminActivity(limit) });
