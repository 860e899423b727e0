import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { newsletterKeys } from '../../keys';

/** How many held subscribes the desk shows at once (the oldest first). */
const HELD_PAGE_SIZE = 50;

/** Subscribes held past a burst: stored, nothing mailed, waiting for an admin. */
export async function getHeldSubscribers() {
  const supabase = await getSupabase();
  const { data, error, count } = await supabase
    .from('newsletter_subscribers')
    .select('id, email, letters, created_at, held_at', { count: 'exact' })
    .not('held_at', 'is', null)
    .eq('status', 'pending')
    .order('held_at', { ascending: true })
    .limit(HELD_PAGE_SIZE);
  if (error) throw error;
  return { total: count ?? data.length, rows: data };
}

export type HeldSubscriber = Awaited<ReturnType<typeof getHeldSubscribers>>['rows'][number];

export const getHeldSubscribersQueryOptions = () =>
  queryOptions({ queryKey: newsletterKeys.held(), queryFn: getHeldSubscribers });
