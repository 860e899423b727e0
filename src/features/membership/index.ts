/**
 * The membership feature's public entry: the promo, /membership's page, the invitation's
 * acceptance, the domain's query keys, and the applications' reads and writes that the admin
 * area's review desk uses.
 */
export { MembershipPromo } from './components/membership-promo';
export { ForNonMembers } from './components/for-non-members';
export { membershipKeys, type ApplicationFilters } from './keys';
export { MembershipPage } from './components/membership-page';
export { APPLICATION_COPY } from './components/application-form';
export { APPLICATION_MESSAGES } from './lib/application-schema';
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
export {
  APPLICATION_STATES,
  isApplicationState,
  STATE_LABELS as APPLICATION_STATE_LABELS,
  type ApplicationState,
} from './lib/application-states';
export {
  getApplicationCountsQueryOptions,
  type ApplicationCounts,
} from './api/get-application-counts';
export {
  getApplicationsQueryOptions,
  QUEUE_PAGE_SIZE as APPLICATION_PAGE_SIZE,
  type Application,
} from './api/get-applications';
export { useDecideApplicationMutation, type Decision } from './api/use-decide-application-mutation';
export { useSaveApplicationNotesMutation } from './api/use-save-application-notes-mutation';
export { useInviteApplicantMutation, type Invitee } from './api/use-invite-applicant-mutation';
export { useRevokeInvitationsMutation } from './api/use-revoke-invitations-mutation';
export {
  getHeldApplicationsQueryOptions,
  useDecideHeldApplication,
  type HeldApplication,
} from './api/held-applications';
