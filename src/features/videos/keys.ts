/** What a list of standalone videos reads: one location, the statuses it shows. */
export interface VideoListFilters {
  location: string;
  statuses: readonly string[];
}

/**
 * The key factory of standalone videos (the testimonial strip, the Destination band, the admin
 * desk). A write invalidates `videoKeys.all`. Each key holds every variable its query reads.
 */
export const videoKeys = {
  all: ['videos'] as const,
  lists: () => [...videoKeys.all, 'list'] as const,
  list: (filters: VideoListFilters) => [...videoKeys.lists(), filters] as const,
  /** Every video of one location, whatever its status, as the admin desk orders them. */
  admin: (location: string) => [...videoKeys.all, 'admin', { location }] as const,
  /** The desk's reorder writes: their mutation key, and the scope that sends them one by one. */
  reorder: () => [...videoKeys.all, 'reorder'] as const,
};
