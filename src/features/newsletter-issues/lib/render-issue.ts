import { renderMessage } from '../../../../supabase/functions/_shared/mail/render.ts';
import { PATHS } from '@/config/paths';
import type { NewsletterIssueWords } from '../api/types';

/**
 * The email of an issue as a subscriber gets it: the delivery function's own template
 * (supabase/functions/_shared/mail/newsletter-issue.ts), so the preview cannot drift from it.
 * Links point to this site; the unsubscribe link is a sample (each subscriber gets their own).
 */
export async function renderIssueEmail(
  issue: NewsletterIssueWords & { id: string; slug: string },
  siteUrl: string,
): Promise<{ subject: string; html: string }> {
  const { subject, html } = await renderMessage(
    {
      id: issue.id,
      kind: 'newsletter_issue',
      recipient_email: 'subscriber@example.com',
      recipient_name: null,
      reply_to: null,
      topic: 'newsletter',
      unsubscribe_token: null,
      created_at: new Date().toISOString(),
      data: {
        issue_id: issue.id,
        slug: issue.slug,
        subject: issue.subject,
        editor_note: issue.editor_note,
        blocks: issue.content_blocks,
        test: false,
      },
    },
    { siteUrl, unsubscribeUrl: new URL(PATHS.newsletterPreferences, siteUrl).href },
  );
  return { subject, html };
}
