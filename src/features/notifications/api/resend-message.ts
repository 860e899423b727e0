import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { notificationKeys } from '../keys';

/**
 * Puts an undelivered email back in the queue, its tries counted from zero (admins only). Harmless
 * to repeat: the database answers that it is no longer waiting once it is queued.
 */
export async function resendMessage(messageId: string) {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('resend_message', { message_id: messageId });
  if (error) throw error;
}

export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
