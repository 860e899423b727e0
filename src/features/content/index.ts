/**
 * The content feature's public entry: the information pages (Markdown shipped with the build)
 * and the contact and submission forms.
 */
export { contentKeys, getInfoPageQueryOptions, useInfoPage } from './api/get-info-page';
export { ContactForm } from './components/contact-form';
export { InfoArticle } from './components/info-article';
export { SubmissionForm } from './components/submission-form';
export { infoPageSlug, type InfoPageSlug } from './lib/info-pages';
