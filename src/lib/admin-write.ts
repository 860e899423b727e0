import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { ADMIN_ROOT_KEY } from './admin-root-key';

/**
 * An administrator's write to one kind of data: once it settles (done or refused), that data's
 * root key (`root`: every view of it) and the admin domain (the dashboard's counts and activity)
 * refetch. Writes sharing a `mutationKey` refetch once, after the last of them, so a row moved
 * three times quickly does not jump back between moves.
 */
export function useAdminWrite<Result, Variables, Context = unknown>(
  root: QueryKey,
  options: Omit<UseMutationOptions<Result, Error, Variables, Context>, 'onSettled'>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    onSettled: async () => {
      if (options.mutationKey && queryClient.isMutating({ mutationKey: options.mutationKey }) > 1)
        return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: root }),
        queryClient.invalidateQueries({ queryKey: ADMIN_ROOT_KEY }),
      ]);
    },
  });
}
