import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { adminNewsletterIssuePath } from '@/config/paths';
import {
  getNewsletterIssuesQueryOptions,
  useDraftTheEdit,
  type NewsletterIssueSummary,
} from '@/features/newsletter-issues';
import { issueState } from './issue-state';

/** The issues, newest first, and the button that drafts this week's from the stories. */
export function IssueList() {
  const issues = useQuery(getNewsletterIssuesQueryOptions());
  const draft = useDraftTheEdit();
  const navigate = useNavigate();
  const start = () =>
    draft.mutate(undefined, {
      onSuccess: (id) => void navigate(adminNewsletterIssuePath(id)),
      onError: (error) =>
        toast({
          title: 'The draft could not be made',
          description: error.message,
          variant: 'destructive',
        }),
    });

  return (
    <section aria-labelledby="issues-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="issues-heading" className="font-display text-2xl text-ink">
          Issues of The Edit
        </h2>
        <Button variant="solid" onClick={start} disabled={draft.isPending}>
          {draft.isPending ? 'Drafting…' : 'Draft this week’s Edit'}
        </Button>
      </div>
      <p className="max-w-measure text-sm text-ink-700">
        A draft lists the stories published in the last seven days, each with its excerpt and link;
        edit it, add your note, preview it and send a test to yourself before it goes.
      </p>
      {issues.isPending ? (
        <Spinner label="Loading the issues…" className="py-8" />
      ) : issues.isError ? (
        <LoadError what="the issues" onRetry={() => void issues.refetch()} />
      ) : issues.data.length === 0 ? (
        <p className="text-ink-700">No issue yet: draft this week’s to begin.</p>
      ) : (
        <ul className="divide-y divide-ink-200 border-y border-ink-200">
          {issues.data.map((issue) => (
            <IssueRow key={issue.id} issue={issue} />
          ))}
        </ul>
      )}
    </section>
  );
}

function IssueRow({ issue }: { issue: NewsletterIssueSummary }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 py-4">
      <Link
        to={adminNewsletterIssuePath(issue.id)}
        className="font-display text-xl text-ink underline-offset-4 hover:underline focus-visible:underline"
      >
        {issue.subject}
      </Link>
      <span className="text-sm text-ink-700">{issueState(issue)}</span>
    </li>
  );
}
