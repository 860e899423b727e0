import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ROOT_KEY } from '@/lib/admin-root-key';
import { contentKeys } from '../keys';

/**
 * A write to what the site's forms send (a visitor's message or submission, an editor's answer
 * to one): once it succeeds, every view of content refetches (`contentKeys.all`: the inboxes),
 * and so does the admin domain (the dashboard counts what is new). `onDone` runs after that.
 */
export function useContentWrite<Result, Variables>(
  mutationFn: (variables: Variables) => Promise<Result>,
  onDone?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.all }),
        queryClient.invalidateQueries({ queryKey: ADMIN_ROOT_KEY }),
      ]);
      onDone?.();
    },
  });
}
