/**
 * Query keys of The Edit's issues (issue #44), rooted at ['newsletter-issues']: every write
 * invalidates `newsletterIssueKeys.all`, so the list and the open issue refresh together.
 */
export const newsletterIssueKeys = {
  all: ['newsletter-issues'] as const,
  list: () => [...newsletterIssueKeys.all, 'list'] as const,
  detail: (id: string) => [...newsletterIssueKeys.all, 'detail', id] as const,
};
