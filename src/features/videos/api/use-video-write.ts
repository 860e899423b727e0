import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { videoKeys } from './video-keys';
import { ADMIN_ROOT_KEY } from '@/lib/admin-root-key';

/**
 * A write to standalone videos: once it settles (done or refused), every view of videos refetches
 * (`videoKeys.all`: the desk, the testimonial strip, the Destination band) and so does the admin
 * domain (the dashboard's activity). Writes sharing a `mutationKey` refetch once, after the last
 * of them: a row moved three times quickly does not jump back between moves.
 */
export function useVideoWrite<Result, Variables, Context = unknown>(
  options: Omit<UseMutationOptions<Result, Error, Variables, Context>, 'onSettled'>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    onSettled: async () => {
      if (options.mutationKey && queryClient.isMutating({ mutationKey: options.mutationKey }) > 1)
        return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: videoKeys.all }),
        queryClient.invalidateQueries({ queryKey: ADMIN_ROOT_KEY }),
      ]);
    },
  });
}
