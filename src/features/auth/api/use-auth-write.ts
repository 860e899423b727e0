import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '../keys';

/**
 * A write to the signed-in person's account (or a request to the auth service on their behalf):
 * once it succeeds, every auth read refetches (`authKeys.all`: the profile the account menu and
 * the bylines show, the account with its pending email, where the person lands). The caller's
 * `mutateAsync` resolves after that refetch, so what it shows next is what is stored.
 */
export function useAuthWrite<Result, Variables = void>(
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.all }),
  });
}
