import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { newsletterKeys } from '../keys';
import { readPreferences } from './get-newsletter-preferences';

/** Unsubscribes with the link's token alone (newsletter_unsubscribe); a second time changes nothing. */
export async function unsubscribeNewsletter(token: string) {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('newsletter_unsubscribe', { token });
  if (error) throw error;
  return readPreferences(data);
}

export function useUnsubscribeNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribeNewsletter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterKeys.all }),
  });
}
