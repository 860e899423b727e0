import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { INQUIRY_PAGE_SIZE } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import { listingKeys, type InquiryFilters } from '../keys';

/** What the inbox shows: the couple's details and words, the state, and the listing's name. */
export const INQUIRY_COLUMNS =
  'id,listing_id,name,email,wedding_date,guest_count,budget_band,message,status,read_at,first_replied_at,created_at,listing:listings(name,url_name)';

/**
 * The inbox across the vendor's listings: what still needs an answer first, newest first within
 * each; spam only when asked for.
 */
export async function fetchInquiries(filters: InquiryFilters) {
  const supabase = await getSupabase();
  const from = (filters.page - 1) * INQUIRY_PAGE_SIZE;
  // RLS gives a vendor the inquiries to their own listings only; the owner is in the key.
  let query = supabase.from('inquiries').select(INQUIRY_COLUMNS, { count: 'exact' });
  // Held inquiries (issue #29) wait under their own tab, never among these.
  query = filters.status
    ? query.eq('status', filters.status)
    : query.not('status', 'in', '(spam,held)');
  if (filters.listingId) query = query.eq('listing_id', filters.listingId);
  const { data, error, count } = await query
    .order('is_open', { ascending: false })
    .order('created_at', { ascending: false })
    .range(from, from + INQUIRY_PAGE_SIZE - 1);
  if (error) throw error;
  return { inquiries: data, total: count ?? data.length };
}

export type Inquiry = Awaited<ReturnType<typeof fetchInquiries>>['inquiries'][number];

export const getInquiriesQueryOptions = (filters: InquiryFilters) =>
  queryOptions({
    queryKey: listingKeys.inquiries(filters),
    queryFn: () => fetchInquiries(filters),
    placeholderData: keepPreviousData,
  });
