import { getSupabase } from '@/lib/supabase';
import { useIssueMutation } from './use-issue-mutation';

/** A new draft listing the stories of the last seven days (newsletter_draft_the_edit); its id. */
export async function draftTheEdit(): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('newsletter_draft_the_edit');
  if (error) throw error;
  return data;
}

export const useDraftTheEdit = () => useIssueMutation(draftTheEdit);
