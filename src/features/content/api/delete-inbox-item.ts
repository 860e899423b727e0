import { useAdminWrite } from '@/lib/admin-write';
import { getSupabase } from '@/lib/supabase';
import { contentKeys, type InboxKind } from '../keys';
import { INBOXES } from '../lib/inboxes';

/** Deletes an archived message or submission for good (the database refuses any other). */
export async function deleteInboxItem({ kind, id }: { kind: InboxKind; id: string }) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from(INBOXES[kind].table)
    .delete()
    .eq('id', id)
    .eq('status', 'archived')
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('Only an archived item can be deleted for good.');
}

/** The deletion; once settled, the content root and the admin root refetch. */
export function useDeleteInboxItem() {
  return useAdminWrite(contentKeys.all, { mutationFn: deleteInboxItem });
}
