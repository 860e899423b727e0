import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { Pagination } from '@/components/pagination';
import { Spinner } from '@/components/ui/spinner';
import { PATHS } from '@/config/paths';
import {
  APPLICATION_PAGE_SIZE,
  APPLICATION_STATE_LABELS,
  APPLICATION_STATES,
  getApplicationCountsQueryOptions,
  getApplicationsQueryOptions,
  isApplicationState,
  type ApplicationState,
} from '@/features/membership';
import { cn } from '@/lib/utils';
import { APPLICATION_DATE, ApplicationDetail } from './application-detail';

/**
 * /admin/applications, the membership review desk: counts by state, the applications of one
 * state (oldest first), each opened in place with its decisions.
 */
export function ApplicationReview() {
  const [params] = useSearchParams();
  const stateParam = params.get('state');
  const state: ApplicationState = isApplicationState(stateParam) ? stateParam : 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const counts = useQuery(getApplicationCountsQueryOptions());
  const list = useQuery(getApplicationsQueryOptions({ state, page }));
  const pageCount = Math.ceil((list.data?.total ?? 0) / APPLICATION_PAGE_SIZE);
  const label = APPLICATION_STATE_LABELS[state];

  return (
    <div className="mx-auto w-full max-w-frame px-gutter py-12">
      <header className="space-y-2 pb-8">
        <p className="text-label tracking-eyebrow text-champagne-700 uppercase">Administration</p>
        <h1 className="text-display-md font-light text-ink">Membership applications</h1>
      </header>
      <nav aria-label="Application states" className="mb-8 flex flex-wrap gap-2">
        {APPLICATION_STATES.map((option) => (
          <Link
            key={option}
            to={`${PATHS.adminApplications}?state=${option}`}
            aria-current={option === state ? 'page' : undefined}
            className={cn(
              'border px-4 py-2 text-xs font-medium tracking-label uppercase',
              option === state
                ? 'border-ink bg-ink text-ivory-50'
                : 'border-ink-300 text-ink hover:border-ink',
            )}
          >
            {APPLICATION_STATE_LABELS[option]}{' '}
            <span className="tabular-nums">({counts.data?.[option] ?? '…'})</span>
          </Link>
        ))}
      </nav>
      {list.isPending ? (
        <Spinner label="Loading applications…" className="py-16" />
      ) : list.isError ? (
        <p role="alert">We couldn’t load the applications. Please reload the page.</p>
      ) : list.data.rows.length === 0 ? (
        <p className="text-ink-700">No applications are {label.toLowerCase()} right now.</p>
      ) : (
        <ul className="space-y-4" aria-label={`${label} applications`}>
          {list.data.rows.map((application) => (
            <li key={application.id}>
              <details className="border border-ivory-300 bg-ivory-50 p-6">
                <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-2 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-champagne-600">
                  <span className="font-display text-2xl text-ink">
                    {application.business_name}
                  </span>
                  <span className="text-sm text-ink-500">
                    {application.category_ref?.name} ·{' '}
                    {[application.city, application.country].filter(Boolean).join(', ')} ·{' '}
                    {APPLICATION_DATE.format(new Date(application.created_at))}
                  </span>
                </summary>
                <ApplicationDetail application={application} />
              </details>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(next) => `${PATHS.adminApplications}?state=${state}&page=${next}`}
        className="mt-10"
      />
    </div>
  );
}
