import { queryOptions } from '@tanstack/react-query';
import type { NewsletterLetter } from '@/config/newsletter';
import { getSupabase } from '@/lib/supabase';
import { newsletterKeys } from '../../keys';

export interface StatusCounts {
  confirmed: number;
  pending: number;
  unsubscribed: number;
  suppressed: number;
}

/** One week of the growth chart: the subscribers who confirmed that week, per letter. */
export interface GrowthWeek {
  /** The Monday the week starts (yyyy-mm-dd, UTC). */
  week: string;
  the_edit: number;
  week_by_week: number;
  total: number;
}

/** What the admins' desk counts (newsletter_desk): per letter, per person, per week. */
export interface NewsletterDesk {
  letters: (StatusCounts & { letter: NewsletterLetter })[];
  people: StatusCounts & { held: number };
  growth: GrowthWeek[];
}

const NONE: StatusCounts = { confirmed: 0, pending: 0, unsubscribed: 0, suppressed: 0 };

/** The database's answer as the page reads it: whatever is missing counts as none. */
function readDesk(data: unknown): NewsletterDesk {
  const desk = (data ?? {}) as Partial<NewsletterDesk>;
  return {
    letters: desk.letters ?? [],
    people: desk.people ?? { ...NONE, held: 0 },
    growth: desk.growth ?? [],
  };
}

export async function getNewsletterDesk(): Promise<NewsletterDesk> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('newsletter_desk');
  if (error) throw error;
  return readDesk(data);
}

export const getNewsletterDeskQueryOptions = () =>
  queryOptions({ queryKey: newsletterKeys.desk(), queryFn: getNewsletterDesk });
