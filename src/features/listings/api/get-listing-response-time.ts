import { queryOptions } from '@tanstack/react-query';
import { DIRECTORY_QUERY_STALE_TIME_MS } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from '../keys';
import type { ResponseTime } from '../lib/response-time';

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
