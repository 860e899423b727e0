import { composeNewsletterIssue } from '../../../../supabase/functions/_shared/mail/newsletter-issue.ts';
import type { Block } from '../../../../supabase/functions/_shared/mail/layout.ts';
import type { SentIssue } from '../api/sent-issues-request';

export type IssueBlock = Block;

/**
 * A sent issue's body as its subscribers got it: the delivery function's own template
 * (supabase/functions/_shared/mail/newsletter-issue.ts) chooses and orders the blocks (the
 * editor's note, the body with only known blocks and safe links, the way to the magazine), so the
 * web page and the email cannot say different things; the page draws those blocks in the site's
 * type (IssueBlocks), the email in the mail layout. Site links stay paths, for the router.
 */
export function issueWebBlocks(
  issue: Pick<SentIssue, 'subject' | 'editor_note' | 'content_blocks'>,
) {
  const { layout } = composeNewsletterIssue(
    {
      subject: issue.subject,
      editor_note: issue.editor_note,
      blocks: issue.content_blocks,
      test: false,
    },
    { link: (path) => path },
    (subject, heading, blocks, reason) => ({
      subject,
      layout: { preview: '', greeting: '', heading, blocks, reason, siteUrl: '' },
    }),
  );
  return layout.blocks;
}

/** The first words of an issue (its note, else its first paragraph): a card's or a head's line. */
export function issueSummary(
  issue: Pick<SentIssue, 'subject' | 'editor_note' | 'content_blocks'>,
  limit = 160,
): string {
  const note = issue.editor_note.trim();
  const first = note
    ? note
    : (issueWebBlocks(issue)
        .map((block) =>
          block.type === 'rich'
            ? block.spans.map((span) => span.text).join('')
            : block.type === 'paragraph'
              ? block.text
              : '',
        )
        .find((text) => text.trim() !== '') ?? '');
  const words = first.replace(/\s+/g, ' ').trim();
  if (words.length <= limit) return words;
  const cut = words.slice(0, limit - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
