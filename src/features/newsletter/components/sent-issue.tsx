import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { monthDayYear } from '@/lib/english-dates';
import type { SentIssue } from '../api/sent-issues-request';
import { issueWebBlocks } from '../lib/issue-web';
import { IssueBlocks } from './issue-blocks';
import { SubscribeForm } from './subscribe-form';

/** "November 27, 2026" from a sending time. */
export const issueDate = (iso: string) => monthDayYear(new Date(iso));

/**
 * A sent issue of The Edit as its subscribers read it (the same template: issueWebBlocks), then
 * the way to the next one: the subscribe form and the archive.
 */
export function SentIssueArticle({ issue }: { issue: SentIssue }) {
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-10 px-4 pt-12 pb-24 md:pt-20">
      <header className="flex flex-col items-center gap-4 text-center">
        <p className="text-xs font-medium tracking-label text-champagne-700 uppercase">
          <Link to={PATHS.newsletter} className="hover:text-ink">
            The Edit
          </Link>{' '}
          · <time dateTime={issue.sent_at}>{issueDate(issue.sent_at)}</time>
        </p>
        <h1 className="font-display text-4xl leading-tight break-words text-ink md:text-6xl">
          {issue.subject}
        </h1>
      </header>
      <IssueBlocks blocks={issueWebBlocks(issue)} />
      <section
        aria-labelledby="next-issue"
        className="flex flex-col gap-6 border-t border-ivory-300 pt-10"
      >
        <h2 id="next-issue" className="font-display text-3xl text-ink">
          Get the next one by email
        </h2>
        <SubscribeForm />
        <p className="text-sm text-ink-500">
          <Link to={PATHS.newsletter} className="underline underline-offset-4 hover:text-ink">
            Every past issue, and what the letters are
          </Link>
        </p>
      </section>
    </article>
  );
}
