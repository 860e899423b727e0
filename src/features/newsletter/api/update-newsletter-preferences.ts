import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { newsletterKeys } from '../keys';
import { toChoiceArguments, type NewsletterChoiceValues } from '../lib/subscribe-schema';
import { readPreferences } from './get-newsletter-preferences';

/** Saves a confirmed subscriber's letters, date and city with the link's token alone. */
export async function updateNewsletterPreferences({
  token,
  values,
}: {
  token: string;
  values: NewsletterChoiceValues;
}) {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('newsletter_update_preferences', {
    token,
    ...toChoiceArguments(values),
  } as never);
  if (error) throw error;
  return readPreferences(data);
}

export function useUpdateNewsletterPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNewsletterPreferences,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterKeys.all }),
  });
}
