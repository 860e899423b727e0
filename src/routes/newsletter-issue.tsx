import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { PageMeta } from '@/components/page-meta';
import { PageSpinner } from '@/components/ui/spinner';
import { newsletterIssuePath } from '@/config/paths';
import { getSentIssueQueryOptions, issueSummary, SentIssueArticle } from '@/features/newsletter';
import NotFoundPage from './not-found';

/**
 * /newsletter/{slug}: a sent issue of The Edit on the web, with its own head (the site function
 * writes the same for unfurlers: src/site-function/pages.ts). A draft, a scheduled issue or a slug
 * nobody has is the not-found page.
 */
export default function NewsletterIssuePage() {
  const { slug = '' } = useParams();
  const issue = useQuery(getSentIssueQueryOptions(slug));
  if (issue.isPending) return <PageSpinner />;
  if (issue.isError) {
    return (
      <div className="px-4 py-16">
        <LoadError onRetry={() => void issue.refetch()} what="this issue" />
      </div>
    );
  }
  if (!issue.data) return <NotFoundPage />;
  return (
    <>
      <PageMeta
        title={issue.data.subject}
        description={issueSummary(issue.data)}
        path={newsletterIssuePath(issue.data.slug)}
        type="article"
      />
      <SentIssueArticle issue={issue.data} />
    </>
  );
}
