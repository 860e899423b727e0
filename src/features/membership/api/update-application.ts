import { getSupabase } from '@/lib/supabase';
import type { TablesUpdate } from '@/types/database';

/** Writes an administrator's change to one application (RLS: admins only). */
export async function updateApplication(
  id: string,
  changes: TablesUpdate<'membership_applications'>,
) {
  const supabase = await getSupabase();
  const { error } = await supabase.from('membership_applications').update(changes).eq('id', id);
  if (error) throw error;
}
