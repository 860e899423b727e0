import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../types/database.ts';

/**
 * The requests of The Edit's web archive (issue #44), shared by the app, the site function (an
 * issue's head, the feed) and the integration tests, so that all three ask the same question;
 * free of the app's path aliases for that reason. Only a sent issue's public columns are readable
 * without signing in (the table's column grants and its policy); an admin, who reads drafts too,
 * is shown the same because these ask for issues with a sending time, which only a sent one has.
 */
type Client = SupabaseClient<Database>;

const SUMMARY_SELECT = 'id,slug,subject,editor_note,sent_at' as const;
const ISSUE_SELECT = 'id,slug,subject,editor_note,content_blocks,sent_at' as const;

export interface SentIssueSummary {
  id: string;
  slug: string;
  subject: string;
  editor_note: string;
  sent_at: string;
}

export interface SentIssue extends SentIssueSummary {
  /** The stories' block format (blog_posts.content_blocks): hostile input, read by the template. */
  content_blocks: unknown;
}

/** newsletter_issues.slug's own shape: anything else names no issue (and is never asked for). */
export const ISSUE_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** `count` sent issues from `from`, newest first, with the number of them (the archive, the feed). */
export function sentIssuesRequest(supabase: Client, from: number, count: number) {
  return supabase
    .from('newsletter_issues')
    .select(SUMMARY_SELECT, { count: 'exact' })
    .not('sent_at', 'is', null)
    .order('sent_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, from + count - 1);
}

/** A sent issue by slug, whole (its page; the site function's head reads the same). */
export function sentIssueRequest(supabase: Client, slug: string) {
  return supabase
    .from('newsletter_issues')
    .select(ISSUE_SELECT)
    .eq('slug', slug)
    .not('sent_at', 'is', null)
    .limit(1);
}
