import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { newsletterKeys } from '../keys';

export type ConfirmResult = { confirmed: false } | { confirmed: true; token: string };

/** Spends the emailed confirmation token (newsletter_confirm): once, within its hours. */
export async function confirmSubscription(token: string): Promise<ConfirmResult> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('newsletter_confirm', { token });
  if (error) throw error;
  const answer = data as { confirmed?: boolean; token?: string } | null;
  return answer?.confirmed === true && typeof answer.token === 'string'
    ? { confirmed: true, token: answer.token }
    : { confirmed: false };
}

export function useConfirmSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterKeys.all }),
  });
}
