/**
 * The content feature's public entry: the information pages (Markdown shipped with the build)
 * and the contact and submission forms.
 */
export { contentKeys, getInfoPageQueryOptions, useInfoPage } from './api/get-info-page';
export { ContactForm } from './components/contact-form';
export { InfoArticle } from './components/info-article';
export { SubmissionForm } from './components/submission-form';
export { infoPageSlug, type InfoPageSlug } from './lib/info-pages';
export {
  CONTACT_MESSAGE_COLUMNS,
  getInboxQueryOptions,
  INBOXES,
  useDeleteInboxItem,
  useUpdateInboxItem,
  WEDDING_SUBMISSION_COLUMNS,
  type InboxFilters,
  type InboxItem,
  type InboxKind,
} from './api/inbox';
