import { getSupabase } from '@/lib/supabase';
import type { InboxKind } from '../keys';
import { INBOXES } from '../lib/inboxes';
import { useContentWrite } from './use-content-write';

export interface InboxItemUpdate {
  kind: InboxKind;
  id: string;
  patch: { status?: string; notes?: string | null };
}

/** Moves an item to a state or saves its notes (admins only, by RLS). */
export async function updateInboxItem({ kind, id, patch }: InboxItemUpdate): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from(INBOXES[kind].table).update(patch).eq('id', id);
  if (error) throw error;
}

/** The update; invalidates the content root and the admin root, then calls `onDone`. */
export function useUpdateInboxItem(onDone?: () => void) {
  return useContentWrite(updateInboxItem, onDone);
}
