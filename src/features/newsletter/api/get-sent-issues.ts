import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { newsletterKeys } from '../keys';
import {
  ISSUE_SLUG,
  sentIssueRequest,
  sentIssuesRequest,
  type SentIssue,
  type SentIssueSummary,
} from './sent-issues-request';

/** The Edit's sent issues as anyone reads them: the archive on /newsletter, each issue's page. */
export const SENT_ISSUES_PAGE_SIZE = 12;

/** One page of the archive, newest first, with the number of issues. */
export async function getSentIssues(
  page: number,
): Promise<{ issues: SentIssueSummary[]; total: number }> {
  const supabase = await getSupabase();
  const { data, count, error } = await sentIssuesRequest(
    supabase,
    (page - 1) * SENT_ISSUES_PAGE_SIZE,
    SENT_ISSUES_PAGE_SIZE,
  );
  if (error) throw error;
  return { issues: (data ?? []) as SentIssueSummary[], total: count ?? 0 };
}

/** A sent issue by its slug; null when there is none (or it is not sent). */
export async function getSentIssue(slug: string): Promise<SentIssue | null> {
  if (!ISSUE_SLUG.test(slug)) return null;
  const supabase = await getSupabase();
  const { data, error } = await sentIssueRequest(supabase, slug);
  if (error) throw error;
  return (data?.[0] as SentIssue | undefined) ?? null;
}

export const getSentIssuesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: newsletterKeys.archive(page),
    queryFn: () => getSentIssues(page),
  });

export const getSentIssueQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: newsletterKeys.issue(slug),
    queryFn: () => getSentIssue(slug),
  });
