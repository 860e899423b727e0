import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { newsletterIssueKeys } from '../keys';
import type { NewsletterIssueSummary } from './types';

const SUMMARY = 'id, slug, subject, status, scheduled_for, sent_at, recipients, updated_at';

/** Every issue, newest first (admins; RLS shows others the sent ones only). */
export async function getNewsletterIssues(): Promise<NewsletterIssueSummary[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('newsletter_issues')
    .select(SUMMARY)
    .order('created_at', { ascending: false })
    .limit(200);
  if (error) throw error;
  return data.map((row) => ({ ...row, status: row.status as NewsletterIssueSummary['status'] }));
}

export const getNewsletterIssuesQueryOptions = () =>
  queryOptions({ queryKey: newsletterIssueKeys.list(), queryFn: getNewsletterIssues });
