/**
 * The one key factory of reviews, general to specific: a write invalidates `reviewKeys.all`, and
 * the vendor page, the vendor's desk and the admins' desk refresh.
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  lists: () => [...reviewKeys.all, 'list'] as const,
  listing: (listingId: string) => [...reviewKeys.lists(), 'listing', { listingId }] as const,
  mine: (ownerId: string) => [...reviewKeys.lists(), 'mine', { ownerId }] as const,
  reported: () => [...reviewKeys.lists(), 'reported'] as const,
  invitation: (token: string) => [...reviewKeys.all, 'invitation', token] as const,
};
