/**
 * Query keys of the writers domain (everyone who can sign a story), rooted at ['writers']: a
 * write invalidates `writerKeys.all` and every list of writers refreshes.
 */
export const writerKeys = {
  all: ['writers'] as const,
  /** Every writer, by name: the editor's Author list. */
  list: () => [...writerKeys.all, 'list'] as const,
  /** One writer's public face, by the slug of their page (/writers/<slug>). */
  detail: (slug: string) => [...writerKeys.all, 'detail', slug] as const,
};
