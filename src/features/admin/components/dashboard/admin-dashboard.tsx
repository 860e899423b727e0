import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { PATHS } from '@/config/paths';
import { ADMIN_ACTIVITY_LIMIT } from '@/config/admin';
import { getAdminActivityQueryOptions } from '../../api/get-admin-activity';
import { getAdminCountsQueryOptions, type AdminCounts } from '../../api/get-admin-counts';
import { Administrators } from './administrators';
import { describeActivity } from '../audit/audit-text';

export { describeActivity };

/** Each count in words, in the order they need a decision, with its queue where it has one. */
const QUEUES: { key: keyof AdminCounts; label: string; to?: string }[] = [
  { key: 'applications', label: 'Membership applications', to: PATHS.adminApplications },
  { key: 'listings_in_review', label: 'Listings in review', to: PATHS.adminListings },
  { key: 'changes_in_review', label: 'Changes to live listings', to: PATHS.adminListings },
  { key: 'spam_inquiries', label: 'Inquiries marked spam' },
  { key: 'reported_reviews', label: 'Reported reviews', to: PATHS.adminReviews },
  { key: 'held_items', label: 'Held for review', to: PATHS.adminHeld },
  {
    key: 'unread_messages',
    label: 'Unread contact messages',
    to: `${PATHS.adminInbox}?status=new`,
  },
  {
    key: 'new_submissions',
    label: 'New wedding submissions',
    to: `${PATHS.adminInbox}?kind=submissions&status=new`,
  },
  { key: 'draft_posts', label: 'Draft posts', to: `${PATHS.adminPosts}?status=draft` },
  { key: 'scheduled_posts', label: 'Scheduled posts', to: `${PATHS.adminPosts}?status=scheduled` },
];

/** Every admin page, for the dashboard's navigation. */
const ADMIN_PAGES = [
  { to: PATHS.adminApplications, label: 'Membership applications' },
  { to: PATHS.adminListings, label: 'Listing review' },
  { to: PATHS.adminMembers, label: 'Members' },
  { to: PATHS.adminInbox, label: 'Inbox' },
  { to: PATHS.adminPosts, label: 'Posts' },
  { to: PATHS.adminHome, label: 'Home curation' },
  { to: PATHS.adminVideos, label: 'Videos' },
  { to: PATHS.adminCategories, label: 'Categories' },
  { to: PATHS.adminAudit, label: 'Audit log' },
  { to: PATHS.adminHeld, label: 'Held for review' },
  { to: PATHS.adminReviews, label: 'Reported reviews' },
  { to: PATHS.adminSubscribers, label: 'Newsletter subscribers' },
  { to: PATHS.adminNewsletter, label: 'Newsletter: The Edit' },
];

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * /admin: what needs a decision (counts that link to their queues, pending first), the most
 * recent admin writes from the audit log, and the administrators.
 */
export function AdminDashboard() {
  const counts = useQuery(getAdminCountsQueryOptions());
  const activity = useQuery(getAdminActivityQueryOptions(ADMIN_ACTIVITY_LIMIT));
  return (
    <div className="space-y-16">
      <section aria-labelledby="queues-heading" className="space-y-6">
        <h2 id="queues-heading" className="font-display text-3xl text-ink">
          Waiting for a decision
        </h2>
        {counts.isPending ? (
          <Spinner label="Counting…" className="py-8" />
        ) : counts.isError ? (
          <LoadError compact what="the counts" onRetry={() => void counts.refetch()} />
        ) : (
          <ul aria-label="Queues" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {QUEUES.map(({ key, label, to }) => {
              const body = (
                <>
                  <span className="block font-display text-4xl text-ink">{counts.data[key]}</span>
                  <span className="text-sm text-ink-700">{label}</span>
                </>
              );
              return (
                <li key={key} className="border border-ivory-300 bg-ivory-50">
                  {to ? (
                    <Link to={to} className="block p-5 hover:bg-ivory-100">
                      {body}
                    </Link>
                  ) : (
                    <div className="p-5">{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="activity-heading" className="space-y-4">
        <h2 id="activity-heading" className="font-display text-3xl text-ink">
          Recent activity
        </h2>
        {activity.isPending ? (
          <Spinner label="Loading activity…" className="py-8" />
        ) : activity.isError ? (
          <LoadError compact what="the activity" onRetry={() => void activity.refetch()} />
        ) : activity.data.length === 0 ? (
          <p className="text-ink-700">No admin changes yet.</p>
        ) : (
          <ol
            aria-label="Recent activity"
            className="divide-y divide-ivory-300 border-y border-ivory-300"
          >
            {activity.data.map((entry) => (
              <li key={entry.id} className="flex flex-wrap gap-x-4 py-3 text-sm">
                <time dateTime={entry.created_at} className="w-32 text-ink-700">
                  {WHEN.format(new Date(entry.created_at))}
                </time>
                <span className="min-w-0 flex-1 break-words text-ink">
                  {describeActivity(entry)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <nav aria-label="Admin pages">
        <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
          {ADMIN_PAGES.map(({ to, label }) => (
            <li key={to}>
              <Link to={to} className="underline underline-offset-4">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <Administrators />
    </div>
  );
}
