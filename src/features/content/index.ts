/**
 * The content feature's public entry: the information pages (Markdown shipped with the build),
 * the contact and submission forms, and the admins' inboxes of what those forms sent.
 */
export { contentKeys, type InboxFilters, type InboxKind } from './keys';
export { getInfoPageQueryOptions, useInfoPage } from './api/get-info-page';
export { ContactForm } from './components/contact-form';
export { InfoArticle } from './components/info-article';
export { SubmissionForm } from './components/submission-form';
export { infoPageSlug, type InfoPageSlug } from './lib/info-pages';
export { INBOXES } from './lib/inboxes';
export {
  CONTACT_MESSAGE_COLUMNS,
  getInboxQueryOptions,
  useInbox,
  WEDDING_SUBMISSION_COLUMNS,
  type InboxItem,
} from './api/get-inbox';
export { useUpdateInboxItem } from './api/update-inbox-item';
export { useDeleteInboxItem } from './api/delete-inbox-item';
export {
  getHeldInboxQueryOptions,
  useDecideHeldInboxItem,
  type HeldInboxItem,
} from './api/held-inbox';
