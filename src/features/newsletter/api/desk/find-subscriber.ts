import { queryOptions } from '@tanstack/react-query';
import type { NewsletterLetter } from '@/config/newsletter';
import { getSupabase } from '@/lib/supabase';
import { newsletterKeys } from '../../keys';

export type FoundSubscriber =
  | { found: false }
  | {
      found: true;
      id: string;
      email: string;
      letters: NewsletterLetter[];
      status: 'pending' | 'confirmed' | 'unsubscribed' | 'suppressed';
      held: boolean;
      wedding_date: string | null;
      city: string | null;
      created_at: string;
      confirmed_at: string | null;
    };

/** The database's answer as the page reads it: anything but a found person is none. */
function readFound(data: unknown): FoundSubscriber {
  const found = data as FoundSubscriber | null;
  return found?.found === true ? found : { found: false };
}

/** One person by the address they write from (newsletter_find_subscriber; admins only). */
export async function findSubscriber(email: string): Promise<FoundSubscriber> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('newsletter_find_subscriber', { email });
  if (error) throw error;
  return readFound(data);
}

export const findSubscriberQueryOptions = (email: string) =>
  queryOptions({
    queryKey: newsletterKeys.person(email),
    queryFn: () => findSubscriber(email),
    enabled: email !== '',
  });
