import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from '../keys';
import type { ResponseTime } from '../lib/response-time';

/** The vendor's own median first answer over 90 days, across their listings, whatever the count. */
export async function fetchMyResponseTime(): Promise<ResponseTime> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('my_response_time');
  if (error) throw error;
  const figure = (data ?? {}) as { median_seconds?: number | null; answered?: number };
  return { medianSeconds: figure.median_seconds ?? null, answered: figure.answered ?? 0 };
}

export const getMyResponseTimeQueryOptions = (ownerId: string) =>
  queryOptions({
    queryKey: listingKeys.responseTime({ ownerId }),
    queryFn: fetchMyResponseTime,
  });
