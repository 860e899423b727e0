/**
 * Writers: everyone who can sign a story. A writer is a profile marked `is_writer`, with an
 * account (an admin, a staff writer) or without one (added by an admin: name, short bio,
 * avatar). Bylines read the profile through blog_posts.author_id, so they follow as they are;
 * a writer's page (/writers/<slug>) reads the profile by its slug. Their stories are the posts
 * feature's (`getWriterPostsQueryOptions`); the page composes both.
 */
export { writerKeys } from './keys';
export { getWritersQueryOptions, useWriters, type Writer } from './api/get-writers';
export {
  getWriterQueryOptions,
  isWriterSlug,
  useWriter,
  WRITER_PAGE_SELECT,
  writerRequest,
  type WriterProfile,
} from './api/get-writer';
export { createWriter, useCreateWriter, type NewWriter } from './api/create-writer';
export { AddWriterForm } from './components/add-writer-form';
export { WriterHeader } from './components/writer-header';
export { WriterMeta } from './components/writer-meta';
export {
  writerDescription,
  writerJsonLd,
  writerName,
  writerTitle,
  type WriterHeadInput,
} from './lib/writer-head';
export { newestWriterRequest, sitemapWritersRequest } from './api/sitemap-writers';
