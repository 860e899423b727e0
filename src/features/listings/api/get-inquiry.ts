import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { isUuid } from '@/lib/uuid';
import { INQUIRY_COLUMNS } from './get-inquiries';
import { listingKeys } from '../keys';

/**
 * One inquiry by id, as the inbox shows it: where the new-inquiry email's link
 * (/vendor-dashboard?inquiry=<id>) points when that inquiry is not on the inbox's page. RLS
 * shows a vendor only inquiries to their own listings; anything else is null.
 */
export async function fetchInquiry(id: string) {
  if (!isUuid(id)) return null;
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('inquiries')
    .select(INQUIRY_COLUMNS)
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const getInquiryQueryOptions = (id: string) =>
  queryOptions({ queryKey: listingKeys.inquiry(id), queryFn: () => fetchInquiry(id) });
