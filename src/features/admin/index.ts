/**
 * The admin area: the dashboard (counts of what needs a decision, recent activity from the audit
 * log, the administrators) and the listing review. It owns the admin domain's own data (counts,
 * audit log, administrators: `adminKeys`); listings, membership and posts stay their features'.
 */
export { adminKeys } from './admin-keys';
export { AdminDashboard, describeActivity } from './components/dashboard/admin-dashboard';
export { ListingReview } from './components/listings/listing-review';
export { getAdminCountsQueryOptions, type AdminCounts } from './api/get-admin-counts';
export { getAdminActivityQueryOptions, type AdminActivity } from './api/get-admin-activity';
export {
  getAdministratorsQueryOptions,
  useAdministratorActions,
  type Administrator,
} from './api/administrators';
export { Members } from './components/members/members';
export { getMembersQueryOptions, useMemberStatus, type Member } from './api/members';
export { FeaturedListings } from './components/listings/featured-listings';
export { Inbox } from './components/inbox/inbox';
export { PostDesk } from './components/post-desk';
export { HomeCuration } from './components/home-curation/home-curation';
export { VideoDesk } from './components/video-desk/video-desk';
export { Categories } from './components/categories/categories';
export { AuditLog } from './components/audit/audit-log';
export { ListingModeration } from './components/listings/listing-moderation';
export { BlogEditor } from './components/blog-editor/blog-editor';
