import { queryOptions } from '@tanstack/react-query';
import { DIRECTORY_QUERY_STALE_TIME_MS } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from './listing-keys';

export interface ResponseTime {
  medianSeconds: number | null;
  answered: number;
}

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

/** A published listing's public figure: null until it has answered enough inquiries. */
export async function fetchListingResponseTime(listingId: string): Promise<ResponseTime | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('listing_response_times')
    .select('median_seconds,answered')
    .eq('listing_id', listingId)
    .maybeSingle();
  if (error) throw error;
  return data ? { medianSeconds: data.median_seconds, answered: data.answered ?? 0 } : null;
}

export const getListingResponseTimeQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: listingKeys.responseTime({ listingId }),
    queryFn: () => fetchListingResponseTime(listingId),
    staleTime: DIRECTORY_QUERY_STALE_TIME_MS,
  });

const HOUR_S = 60 * 60;
const DAY_S = 24 * HOUR_S;

/** "an hour", "5 hours", "2 days": how long, rounded up, in the words a couple reads. */
export function formatResponseTime(seconds: number): string {
  if (seconds <= HOUR_S) return 'an hour';
  if (seconds < DAY_S) {
    const hours = Math.ceil(seconds / HOUR_S);
    return `${hours} hours`;
  }
  const days = Math.ceil(seconds / DAY_S);
  return days === 1 ? 'a day' : `${days} days`;
}
