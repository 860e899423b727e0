/** The states a listing moves through, in the order a moderator thinks of them. */
export const LISTING_STATES = ['draft', 'pending', 'published', 'archived'] as const;
export type ListingState = (typeof LISTING_STATES)[number];
