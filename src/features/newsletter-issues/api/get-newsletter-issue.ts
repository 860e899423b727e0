import { queryOptions } from '@tanstack/react-query';
import { parseBlocks } from '@/features/posts';
import { getSupabase } from '@/lib/supabase';
import { newsletterIssueKeys } from '../keys';
import type { NewsletterIssue } from './types';

const COLUMNS =
  'id, slug, subject, editor_note, content_blocks, status, scheduled_for, sent_at, recipients, updated_at';

/** One issue with its words, the body parsed as a story's is; null when none has this id. */
export async function getNewsletterIssue(id: string): Promise<NewsletterIssue | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('newsletter_issues')
    .select(COLUMNS)
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  return {
    ...data,
    status: data.status as NewsletterIssue['status'],
    content_blocks: parseBlocks(data.content_blocks),
  };
}

export const getNewsletterIssueQueryOptions = (id: string) =>
  queryOptions({
    queryKey: newsletterIssueKeys.detail(id),
    queryFn: () => getNewsletterIssue(id),
  });
