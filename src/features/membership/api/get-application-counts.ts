import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { membershipKeys } from '../keys';
import { APPLICATION_STATES, type ApplicationState } from '../lib/application-states';

export type ApplicationCounts = Record<ApplicationState, number>;

/** How many applications are in each state (the review desk's tabs). */
export async function fetchApplicationCounts(): Promise<ApplicationCounts> {
  const supabase = await getSupabase();
  const counts = await Promise.all(
    APPLICATION_STATES.map(async (state) => {
      const { count, error } = await supabase
        .from('membership_applications')
        .select('id', { count: 'exact', head: true })
        .eq('status', state);
      if (error) throw error;
      return [state, count ?? 0] as const;
    }),
  );
  return Object.fromEntries(counts) as ApplicationCounts;
}

export const getApplicationCountsQueryOptions = () =>
  queryOptions({ queryKey: membershipKeys.counts(), queryFn: fetchApplicationCounts });
