/**
 * Writers: everyone who can sign a story. A writer is a profile marked `is_writer`, with an
 * account (an admin, a staff writer) or without one (added by an admin: name, short bio,
 * avatar). Bylines read the profile through blog_posts.author_id, so they follow as they are.
 */
export { writerKeys } from './keys';
export { getWritersQueryOptions, useWriters, type Writer } from './api/get-writers';
export { createWriter, useCreateWriter, type NewWriter } from './api/create-writer';
export { AddWriterForm } from './components/add-writer-form';
