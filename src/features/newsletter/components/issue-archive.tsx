import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Pagination } from '@/components/pagination';
import { NEWSLETTER_FEED_PATH, PATHS, newsletterIssuePath, withQuery } from '@/config/paths';
import { getSentIssuesQueryOptions, SENT_ISSUES_PAGE_SIZE } from '../api/get-sent-issues';
import { issueSummary } from '../lib/issue-web';
import { issueDate } from './sent-issue';

/**
 * The Edit's past issues on /newsletter, newest first, a page at a time (`?page=`, real links),
 * each with its date and first words; the feed of them for readers who prefer RSS.
 */
export function IssueArchive({ page }: { page: number }) {
  const archive = useQuery(getSentIssuesQueryOptions(page));
  const issues = archive.data?.issues ?? [];
  const total = archive.data?.total ?? 0;
  return (
    <section aria-labelledby="newsletter-archive" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id="newsletter-archive" className="font-display text-3xl text-ink">
          Past issues of The Edit
        </h2>
        <a
          href={NEWSLETTER_FEED_PATH}
          className="text-xs font-medium tracking-label text-ink-500 uppercase underline-offset-4 hover:text-ink hover:underline"
        >
          RSS
        </a>
      </div>
      {archive.isPending ? (
        <p className="text-ink-500" aria-busy="true">
          Loading the issues…
        </p>
      ) : archive.isError ? (
        <LoadError compact what="the past issues" onRetry={() => void archive.refetch()} />
      ) : issues.length === 0 ? (
        <p className="text-ink-700">
          {page > 1 ? (
            <>
              No issues on this page.{' '}
              <Link to={withQuery(PATHS.newsletter, {})} className="underline underline-offset-4">
                Back to the newest
              </Link>
            </>
          ) : (
            'No issue has gone out yet: the first arrives on a Friday, and appears here the same day.'
          )}
        </p>
      ) : (
        <>
          <ol className="flex flex-col">
            {issues.map((issue) => (
              <li key={issue.id} className="border-t border-ivory-300 py-5">
                <p className="text-xs font-medium tracking-label text-champagne-700 uppercase">
                  <time dateTime={issue.sent_at}>{issueDate(issue.sent_at)}</time>
                </p>
                <h3 className="mt-1 font-display text-2xl leading-snug break-words text-ink">
                  <Link to={newsletterIssuePath(issue.slug)} className="hover:text-champagne-700">
                    {issue.subject}
                  </Link>
                </h3>
                {issue.editor_note.trim() ? (
                  <p className="mt-1 text-ink-700">
                    {issueSummary({ ...issue, content_blocks: [] })}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
          <Pagination
            page={page}
            pageCount={Math.ceil(total / SENT_ISSUES_PAGE_SIZE)}
            hrefFor={(target) =>
              withQuery(PATHS.newsletter, target > 1 ? { page: String(target) } : {})
            }
          />
        </>
      )}
    </section>
  );
}
