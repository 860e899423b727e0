import type { ContentBlock } from '@/features/posts';

export type IssueStatus = 'draft' | 'scheduled' | 'sending' | 'sent';

/** A row of newsletter_issues as the composer reads it (admins read every column). */
export type NewsletterIssue = {
  id: string;
  slug: string;
  subject: string;
  editor_note: string;
  content_blocks: ContentBlock[];
  status: IssueStatus;
  scheduled_for: string | null;
  sent_at: string | null;
  recipients: number | null;
  updated_at: string;
};

export type NewsletterIssueSummary = Omit<NewsletterIssue, 'editor_note' | 'content_blocks'>;

/** What an admin may write: the words (the status and times are the database's). */
export type NewsletterIssueWords = Pick<
  NewsletterIssue,
  'subject' | 'editor_note' | 'content_blocks'
>;
