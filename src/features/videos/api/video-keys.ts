/**
 * The key factory of standalone videos (the testimonial strip, the Destination band, the admin
 * desk). A write invalidates `videoKeys.all`. Each key holds every variable its query reads.
 */
export const videoKeys = {
  all: ['videos'] as const,
  lists: () => [...videoKeys.all, 'list'] as const,
  list: (filters: { location: string; statuses: readonly string[] }) =>
    [...videoKeys.lists(), filters] as const,
  /** Every video of one location, whatever its status, as the admin desk orders them. */
  admin: (location: string) => [...videoKeys.all, 'admin', { location }] as const,
};
