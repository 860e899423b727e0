/** The membership feature's public entry: the promo, /membership's page, the domain's query keys. */
export { MembershipPromo } from './components/membership-promo';
export { ForNonMembers } from './components/for-non-members';
export { membershipKeys } from './membership-keys';
export { MembershipPage } from './components/membership-page';
export { APPLICATION_COPY } from './components/application-form';
export { APPLICATION_MESSAGES } from './lib/application-schema';
export { ReviewQueue } from './components/review-queue';
export { AcceptInvitation } from './components/accept-invitation';
export { ACCEPT_COPY } from './components/accept-copy';
export { FRESH_LINK_COPY } from './components/fresh-invitation-link';
export { invitationRetryPath } from './lib/invitation-link';
export { MemberAdmission } from './components/member-admission';
export {
  getListingAdmissionQueryOptions,
  LISTING_ADMISSION_COLUMNS,
  useListingAdmission,
} from './api/get-listing-admission';
export { getMyMembershipQueryOptions, type MyMembership } from './api/get-my-membership';
export { MySuspendedNotice, SuspendedNotice } from './components/suspended-notice';
