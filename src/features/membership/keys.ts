import type { ApplicationState } from './lib/application-states';

/** The review desk's list filters: the applications of one state, one page of them. */
export interface ApplicationFilters {
  state: ApplicationState;
  page: number;
}

/**
 * Query keys of the membership domain, rooted at ['membership']: the applications
 * (`lists()` → `list(filters)`, `counts()`), a listing's admission, a person's membership and
 * invitation. A write that invalidates `membershipKeys.all` refreshes every membership read at
 * once.
 */
export const membershipKeys = {
  all: ['membership'] as const,
  lists: () => [...membershipKeys.all, 'list'] as const,
  list: (filters: ApplicationFilters) => [...membershipKeys.lists(), filters] as const,
  /** The applications the database held for review (issue #29: past a burst). */
  held: () => [...membershipKeys.lists(), 'held'] as const,
  /** How many applications are in each review state. */
  counts: () => [...membershipKeys.lists(), 'counts'] as const,
  /** A published listing's public admission (why we invited them, since when). */
  admission: (listingId: string) => [...membershipKeys.all, 'admission', listingId] as const,
  /** The signed-in person's own membership (active, suspended or none). */
  membership: (userId: string) => [...membershipKeys.all, 'member', userId] as const,
  /** The signed-in person's own invitation. */
  mine: (userId: string) => [...membershipKeys.all, 'mine', userId] as const,
};
