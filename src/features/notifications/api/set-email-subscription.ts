import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { notificationKeys } from '../keys';
import { readSubscription } from './get-email-subscription';

/** Unsubscribes (or subscribes again) with the link's token alone: no sign-in needed. */
export async function setEmailSubscription({
  token,
  subscribed,
}: {
  token: string;
  subscribed: boolean;
}) {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('set_email_subscription', { token, subscribed });
  if (error) throw error;
  return readSubscription(data);
}

export function useSetEmailSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEmailSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
