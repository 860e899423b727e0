import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { toChoiceArguments, type SubscribeValues } from '../lib/subscribe-schema';

/**
 * Asks for the newsletter (newsletter_subscribe): the database stores the choice and emails one
 * confirmation link. It answers nothing either way (an address already confirmed is not told
 * apart), so neither does the form. A filled honeypot is dropped silently.
 */
export async function subscribeNewsletter(values: SubscribeValues): Promise<void> {
  if (values.website) return;
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('newsletter_subscribe', {
    email: values.email.trim(),
    ...toChoiceArguments(values),
  } as never);
  if (error) throw error;
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
