/**
 * The newsletter (issue #44): subscribe anywhere, confirm once, leave in one click. NewsletterSignup (the
 * footer's and a story's end) is light; its form is a lazy chunk.
 */
export { NewsletterSignup } from './components/newsletter-signup';
export { SubscribeForm } from './components/subscribe-form';
export { ConfirmSubscription } from './components/confirm-subscription';
export { NewsletterPreferences } from './components/newsletter-preferences';
export { newsletterKeys } from './keys';
// The Edit on the web: the archive on /newsletter and each sent issue's page.
export {
  getSentIssueQueryOptions,
  getSentIssuesQueryOptions,
  SENT_ISSUES_PAGE_SIZE,
} from './api/get-sent-issues';
export type { SentIssue, SentIssueSummary } from './api/sent-issues-request';
export { issueSummary, issueWebBlocks } from './lib/issue-web';
export { SentIssueArticle } from './components/sent-issue';
export { IssueArchive } from './components/issue-archive';
// The admins' desk (/admin/subscribers): its data; the page itself is the admin feature's.
export {
  getNewsletterDeskQueryOptions,
  type GrowthWeek,
  type NewsletterDesk,
  type StatusCounts,
} from './api/desk/get-newsletter-desk';
export {
  getHeldSubscribersQueryOptions,
  type HeldSubscriber,
} from './api/desk/get-held-subscribers';
export { findSubscriberQueryOptions, type FoundSubscriber } from './api/desk/find-subscriber';
export { useEraseSubscriber } from './api/desk/use-erase-subscriber';
export { useDecideHeldSubscriber } from './api/desk/use-decide-held-subscriber';
export { exportSubscribersCsv } from './api/desk/export-subscribers';
