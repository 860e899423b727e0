import { getSupabase } from '@/lib/supabase';
import type { TablesUpdate } from '@/types/database';
import type { NewsletterIssueWords } from './types';
import { useIssueMutation } from './use-issue-mutation';

/** Saves a draft's or scheduled issue's words; a sent one is not changed (RLS): says so. */
export async function saveNewsletterIssue({
  id,
  words,
}: {
  id: string;
  words: NewsletterIssueWords;
}) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('newsletter_issues')
    .update(words as TablesUpdate<'newsletter_issues'>)
    .eq('id', id)
    .select('id');
  if (error) throw error;
  if (!data || data.length === 0)
    throw new Error('This issue is being sent or was sent: it can no longer change.');
}

export const useSaveNewsletterIssue = () => useIssueMutation(saveNewsletterIssue);
