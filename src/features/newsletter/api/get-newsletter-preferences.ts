import { queryOptions } from '@tanstack/react-query';
import type { NewsletterLetter } from '@/config/newsletter';
import { getSupabase } from '@/lib/supabase';
import { newsletterKeys } from '../keys';

export type NewsletterPreferences =
  | { found: false }
  | {
      found: true;
      /** Masked: a•••@example.com. */
      email: string;
      status: 'confirmed' | 'unsubscribed' | 'suppressed';
      letters: NewsletterLetter[];
      wedding_date: string | null;
      city: string | null;
    };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The database's answer as the page reads it (newsletter_state). */
export function readPreferences(data: unknown): NewsletterPreferences {
  const answer = data as Partial<Extract<NewsletterPreferences, { found: true }>> | null;
  if (!answer || (answer as { found?: boolean }).found !== true) return { found: false };
  return {
    found: true,
    email: answer.email ?? '',
    status: answer.status ?? 'confirmed',
    letters: answer.letters ?? [],
    wedding_date: answer.wedding_date ?? null,
    city: answer.city ?? null,
  };
}

/** What a preferences token stands for (newsletter_preferences); a malformed one is unknown. */
export async function getNewsletterPreferences(token: string): Promise<NewsletterPreferences> {
  if (!UUID.test(token)) return { found: false };
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('newsletter_preferences', { token });
  if (error) throw error;
  return readPreferences(data);
}

export const getNewsletterPreferencesQueryOptions = (token: string) =>
  queryOptions({
    queryKey: newsletterKeys.preferences(token),
    queryFn: () => getNewsletterPreferences(token),
  });
