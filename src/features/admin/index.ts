/**
 * The admin area: the dashboard (counts of what needs a decision, recent activity from the audit
 * log, the administrators), one desk per kind of work (listings, applications, members, posts,
 * home curation, videos, categories, inbox, audit log). It owns the admin domain's own data (counts,
 * audit log, administrators: `adminKeys`); listings, membership and posts stay their features'.
 */
export { adminKeys, type AuditFilters } from './keys';
export { AdminDashboard, describeActivity } from './components/dashboard/admin-dashboard';
export { ListingReview } from './components/listings/listing-review';
export { ApplicationReview } from './components/applications/application-review';
export { getAdminCountsQueryOptions, type AdminCounts } from './api/get-admin-counts';
export { ADMIN_QUEUES_TOPIC, useLiveQueues } from './api/use-live-queues';
export { getAdminActivityQueryOptions, type AdminActivity } from './api/get-admin-activity';
export { getAdministratorsQueryOptions, type Administrator } from './api/get-administrators';
export { useGrantAdminMutation } from './api/use-grant-admin-mutation';
export { useRevokeAdminMutation } from './api/use-revoke-admin-mutation';
export { Members } from './components/members/members';
export { getMembersQueryOptions, type Member } from './api/get-members';
export { useMemberStatusMutation } from './api/use-member-status-mutation';
export { FeaturedListings } from './components/listings/featured-listings';
export { Inbox } from './components/inbox/inbox';
export { PostDesk } from './components/post-desk/post-desk';
export { HomeCuration } from './components/home-curation/home-curation';
export { VideoDesk } from './components/video-desk/video-desk';
export { Categories } from './components/categories/categories';
export { AuditLog } from './components/audit/audit-log';
export { HeldDesk } from './components/held/held-desk';
export { SubscribersDesk } from './components/subscribers/subscribers-desk';
export { ReportedReviewsDesk } from './components/reviews/reported-reviews-desk';
export { ListingModeration } from './components/listings/listing-moderation';
export { BlogEditor } from './components/blog-editor/blog-editor';
export { IssueEditor } from './components/newsletter-composer/issue-editor';
export { IssueList } from './components/newsletter-composer/issue-list';
