import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsletterIssueKeys } from '../keys';

/** A write of the domain: when it lands, every view of the issues refreshes. */
export function useIssueMutation<Variables, Result>(
  write: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterIssueKeys.all }),
  });
}
