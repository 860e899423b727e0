import type { ReactNode } from 'react';
import {
  APPLICATION_STATE_LABELS,
  type Application,
  type ApplicationState,
} from '@/features/membership';
import { ApplicationDecisions } from './application-decisions';

export const APPLICATION_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

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

/** One application in full (what they sent, the last decision), then the decisions to take. */
export function ApplicationDetail({ application }: { application: Application }) {
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
        <Field label="Received">{APPLICATION_DATE.format(new Date(application.created_at))}</Field>
        {application.reviewed_at ? (
          <Field label="Last decision">{`${APPLICATION_STATE_LABELS[status]}, ${APPLICATION_DATE.format(new Date(application.reviewed_at))}`}</Field>
        ) : null}
        {application.decision_reason ? (
          <Field label="Reason given">{application.decision_reason}</Field>
        ) : null}
      </dl>
      <ApplicationDecisions application={application} status={status} />
    </div>
  );
}
