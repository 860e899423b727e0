import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { INQUIRY_PAGE_SIZE } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from '../keys';
import { INQUIRY_COLUMNS } from './get-inquiries';

/**
 * The vendor's "Held" tab (issue #29): inquiries the database held past a burst from one sender or
 * one network. They wait here, emailing nobody, until the vendor releases one into the inbox (the
 * database sends its emails then) or deletes it (archived: archive before delete).
 */
export interface HeldInquiryFilters {
  ownerId: string;
  page: number;
}

export const heldInquiriesKey = ({ ownerId, page }: HeldInquiryFilters) =>
  [...listingKeys.all, 'inquiries', 'held', { ownerId, page }] as const;

export async function fetchHeldInquiries({ page }: HeldInquiryFilters) {
  const supabase = await getSupabase();
  const from = (page - 1) * INQUIRY_PAGE_SIZE;
  // RLS gives a vendor the inquiries to their own listings only; the owner is in the key.
  const { data, error, count } = await supabase
    .from('inquiries')
    .select(INQUIRY_COLUMNS, { count: 'exact' })
    .eq('status', 'held')
    .order('created_at', { ascending: false })
    .range(from, from + INQUIRY_PAGE_SIZE - 1);
  if (error) throw error;
  return { inquiries: data, total: count ?? data.length };
}

export type HeldInquiry = Awaited<ReturnType<typeof fetchHeldInquiries>>['inquiries'][number];

export const getHeldInquiriesQueryOptions = (filters: HeldInquiryFilters) =>
  queryOptions({
    queryKey: heldInquiriesKey(filters),
    queryFn: () => fetchHeldInquiries(filters),
    placeholderData: keepPreviousData,
  });

/** Released: into the inbox as new. Deleted: archived. The database allows only these two. */
export type HeldInquiryDecision = { id: string; decision: 'release' | 'delete' };

export async function decideHeldInquiry({ id, decision }: HeldInquiryDecision) {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('inquiries')
    .update({ status: decision === 'release' ? 'new' : 'archived' })
    .eq('id', id)
    .eq('status', 'held');
  if (error) throw error;
}

export function useDecideHeldInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideHeldInquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
