/**
 * Query keys of the newsletter domain (issue #44), rooted at ['newsletter']: a write invalidates
 * `newsletterKeys.all` and every view of it refreshes.
 */
export const newsletterKeys = {
  all: ['newsletter'] as const,
  /** What a preferences token stands for: the address (masked), the letters, date and city. */
  preferences: (token: string) => [...newsletterKeys.all, 'preferences', token] as const,
  /** The web archive of The Edit: one page of sent issues; one sent issue by slug. */
  archive: (page: number) => [...newsletterKeys.all, 'archive', page] as const,
  issue: (slug: string) => [...newsletterKeys.all, 'issue', slug] as const,
  /** The admins' desk (/admin/subscribers): the counts and growth, the held subscribes. */
  desk: () => [...newsletterKeys.all, 'desk'] as const,
  held: () => [...newsletterKeys.all, 'desk', 'held'] as const,
  /** One person looked up by address, for a deletion request. */
  person: (email: string) => [...newsletterKeys.all, 'desk', 'person', email] as const,
};
