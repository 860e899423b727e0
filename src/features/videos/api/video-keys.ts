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

/**
 * The admin domain's root (`adminKeys.all` in features/admin, which this feature cannot import):
 * admin writes invalidate it too, so the dashboard's activity shows them.
 */
export const ADMIN_ROOT_KEY = ['admin'] as const;
