/**
 * Query keys of the membership domain, rooted at ['membership']. The vendor applications to come
 * hang below it (`lists()` → `list(filters)`, `detail(id)`), so a write that invalidates
 * `membershipKeys.all` refreshes every membership read at once.
 */
export const membershipKeys = {
  all: ['membership'] as const,
  lists: () => [...membershipKeys.all, 'list'] as const,
  list: (filters: Readonly<Record<string, string | number | boolean | null>>) =>
    [...membershipKeys.lists(), filters] as const,
  detail: (id: string) => [...membershipKeys.all, 'detail', id] as const,
  /** How many applications are in each review state. */
  counts: () => [...membershipKeys.lists(), 'counts'] as const,
  /** A published listing's public admission (why we invited them, since when). */
  admission: (listingId: string) => [...membershipKeys.all, 'admission', listingId] as const,
  /** The signed-in person's own membership (active, suspended or none). */
  membership: (userId: string) => [...membershipKeys.all, 'member', userId] as const,
  /** The signed-in person's own invitation. */
  mine: (userId: string) => [...membershipKeys.all, 'mine', userId] as const,
};
