/**
 * The Edit's issues (issue #44): the data of the composer at /admin/newsletter (admins) and the
 * email's preview, rendered by the delivery function's own template. Admin code only: load it
 * from a lazy admin route.
 */
export { newsletterIssueKeys } from './keys';
export type {
  IssueStatus,
  NewsletterIssue,
  NewsletterIssueSummary,
  NewsletterIssueWords,
} from './api/types';
export { getNewsletterIssuesQueryOptions } from './api/get-newsletter-issues';
export { getNewsletterIssueQueryOptions } from './api/get-newsletter-issue';
export { useDraftTheEdit } from './api/draft-the-edit';
export { useSaveNewsletterIssue } from './api/save-newsletter-issue';
export { useScheduleIssue, useSendIssueNow, useSendTestIssue } from './api/send-newsletter-issue';
export { renderIssueEmail } from './lib/render-issue';
