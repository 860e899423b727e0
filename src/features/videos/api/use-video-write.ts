import type { UseMutationOptions } from '@tanstack/react-query';
import { useAdminWrite } from '@/lib/admin-write';
import { videoKeys } from '../keys';

/**
 * A write to standalone videos: once it settles, every view of videos refetches (`videoKeys.all`:
 * the desk, the testimonial strip, the Destination band) and so does the admin domain. Writes
 * sharing a `mutationKey` refetch once, after the last of them.
 */
export function useVideoWrite<Result, Variables, Context = unknown>(
  options: Omit<UseMutationOptions<Result, Error, Variables, Context>, 'onSettled'>,
) {
  return useAdminWrite(videoKeys.all, options);
}
