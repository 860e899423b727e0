import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from '../keys';

/** No listing has it: stands for "a new listing" (the function compares ids with it). */
const NO_LISTING = '00000000-0000-0000-0000-000000000000';

/** Whether a web address is free for this listing (every listing counts, drafts included). */
export async function fetchUrlNameAvailable(urlName: string, listingId: string | null) {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('listing_url_name_available', {
    url_name: urlName,
    listing_id: listingId ?? NO_LISTING,
  });
  if (error) throw error;
  return data;
}

export const getUrlNameAvailableQueryOptions = (urlName: string, listingId: string | null) =>
  queryOptions({
    queryKey: listingKeys.urlName(urlName, listingId),
    queryFn: () => fetchUrlNameAvailable(urlName, listingId),
  });
