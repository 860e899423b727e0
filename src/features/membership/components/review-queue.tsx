import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CONTROL_CLASS } from '@/components/form';
import { Pagination } from '@/components/pagination';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { PATHS } from '@/config/paths';
import { cn } from '@/lib/utils';
import {
  APPLICATION_STATES,
  applicationCountsQueryOptions,
  applicationsQueryOptions,
  QUEUE_PAGE_SIZE,
  STATE_LABELS,
  useReviewActions,
  type Application,
  type ApplicationState,
} from '../api/applications';

const ADMISSION_NOTE_MAX = 500;
const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const isState = (value: string | null): value is ApplicationState =>
  APPLICATION_STATES.includes(value as ApplicationState);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
      <dt className="text-xs font-medium tracking-label text-ink-500 uppercase">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

function ExternalLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="underline underline-offset-4 hover:text-champagne-700"
    >
      {href}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function TextBox({
  label,
  value,
  onChange,
  max,
  rows = 3,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  rows?: number;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-xs font-medium tracking-label text-ink uppercase">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        maxLength={max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={CONTROL_CLASS}
      />
      <p className="text-right text-xs text-ink-500 tabular-nums">
        {value.length} of {max} characters
      </p>
    </div>
  );
}

/** One application in full, with its notes and the decisions an admin can take. */
function ApplicationDetail({ application }: { application: Application }) {
  const actions = useReviewActions();
  const [notes, setNotes] = useState(application.internal_notes ?? '');
  const [note, setNote] = useState(application.admission_note ?? '');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const busy = Object.values(actions).some((action) => action.isPending);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setProblem(null);
    try {
      await work();
      toast({ title: done });
    } catch (error) {
      console.error('Review action failed', error);
      setProblem('That didn’t work. Nothing was changed; please try again.');
    }
  };
  const place = [application.city, application.state, application.country]
    .filter(Boolean)
    .join(', ');
  const status = application.status as ApplicationState;

  return (
    <div className="space-y-8 border-t border-ivory-300 pt-6">
      <dl className="space-y-3">
        <Field label="Contact">
          {application.contact_name} ·{' '}
          <a href={`mailto:${application.email}`} className="underline underline-offset-4">
            {application.email}
          </a>
          {application.phone ? ` · ${application.phone}` : ''}
        </Field>
        <Field label="Category">{application.category_ref?.name ?? '—'}</Field>
        <Field label="Place">{place || '—'}</Field>
        <Field label="Years in business">{application.years_in_business ?? '—'}</Field>
        {application.website ? (
          <Field label="Website">
            <ExternalLink href={application.website} />
          </Field>
        ) : null}
        {application.instagram ? <Field label="Instagram">{application.instagram}</Field> : null}
        {application.portfolio_links.length > 0 ? (
          <Field label="Portfolio">
            <ul className="space-y-1">
              {application.portfolio_links.map((link) => (
                <li key={link}>
                  <ExternalLink href={link} />
                </li>
              ))}
            </ul>
          </Field>
        ) : null}
        <Field label="Their work">
          <p className="whitespace-pre-line">{application.message ?? '—'}</p>
        </Field>
        <Field label="Received">{DATE.format(new Date(application.created_at))}</Field>
        {application.reviewed_at ? (
          <Field label="Last decision">{`${STATE_LABELS[status]}, ${DATE.format(new Date(application.reviewed_at))}`}</Field>
        ) : null}
        {application.decision_reason ? (
          <Field label="Reason given">{application.decision_reason}</Field>
        ) : null}
      </dl>

      {problem ? (
        <p role="alert" className="border-l-2 border-red-800 bg-blush-100 px-4 py-3 text-sm">
          {problem}
        </p>
      ) : null}

      <div className="space-y-3">
        <TextBox
          label="Internal notes (editors only)"
          value={notes}
          onChange={setNotes}
          max={5000}
        />
        <Button
          size="sm"
          disabled={busy}
          onClick={() =>
            void run(
              () => actions.saveNotes.mutateAsync({ id: application.id, notes }),
              'Notes saved',
            )
          }
        >
          Save notes
        </Button>
      </div>

      {status !== 'declined' ? (
        <div className="space-y-3">
          <TextBox
            label="Why we invited them (shown on their page)"
            value={note}
            onChange={setNote}
            max={ADMISSION_NOTE_MAX}
          />
          <div className="flex flex-wrap gap-3">
            <Button
              variant="solid"
              size="sm"
              disabled={busy || note.trim() === ''}
              onClick={() =>
                void run(
                  () => actions.invite.mutateAsync({ application, note }),
                  status === 'invited' ? 'Invitation sent again' : 'Invitation sent',
                )
              }
            >
              {status === 'invited' ? 'Resend invitation' : 'Send invitation'}
            </Button>
            {status === 'invited' ? (
              <Button
                size="sm"
                disabled={busy}
                onClick={() =>
                  void run(
                    () => actions.revoke.mutateAsync(application.email),
                    'Invitation withdrawn',
                  )
                }
              >
                Withdraw invitation
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}

      {status !== 'invited' ? (
        <div className="space-y-3">
          <div className="flex flex-wrap gap-3">
            {status === 'pending' ? (
              <Button
                size="sm"
                disabled={busy}
                onClick={() =>
                  void run(
                    () => actions.decide.mutateAsync({ id: application.id, status: 'in_review' }),
                    'Marked in review',
                  )
                }
              >
                Mark in review
              </Button>
            ) : null}
            {status !== 'waitlisted' ? (
              <Button
                size="sm"
                disabled={busy}
                onClick={() =>
                  void run(
                    () => actions.decide.mutateAsync({ id: application.id, status: 'waitlisted' }),
                    'Waitlisted',
                  )
                }
              >
                Waitlist
              </Button>
            ) : null}
          </div>
          {status !== 'declined' ? (
            <>
              <TextBox
                label="Reason for declining (sent in our answer)"
                value={reason}
                onChange={setReason}
                max={2000}
              />
              <Button
                size="sm"
                disabled={busy || reason.trim() === ''}
                onClick={() =>
                  void run(
                    () =>
                      actions.decide.mutateAsync({
                        id: application.id,
                        status: 'declined',
                        reason,
                      }),
                    'Declined',
                  )
                }
              >
                Decline
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The review queue: counts by state, the applications of one state, each opened in place. */
export function ReviewQueue() {
  const [params] = useSearchParams();
  const stateParam = params.get('state');
  const state: ApplicationState = isState(stateParam) ? stateParam : 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const counts = useQuery(applicationCountsQueryOptions());
  const list = useQuery(applicationsQueryOptions(state, page));
  const pageCount = Math.ceil((list.data?.total ?? 0) / QUEUE_PAGE_SIZE);

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
            {STATE_LABELS[option]}{' '}
            <span className="tabular-nums">({counts.data?.[option] ?? '…'})</span>
          </Link>
        ))}
      </nav>
      {list.isPending ? (
        <Spinner label="Loading applications…" className="py-16" />
      ) : list.isError ? (
        <p role="alert">We couldn’t load the applications. Please reload the page.</p>
      ) : list.data.rows.length === 0 ? (
        <p className="text-ink-700">
          No applications are {STATE_LABELS[state].toLowerCase()} right now.
        </p>
      ) : (
        <ul className="space-y-4" aria-label={`${STATE_LABELS[state]} applications`}>
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
                    {DATE.format(new Date(application.created_at))}
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
