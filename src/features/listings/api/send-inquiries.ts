import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';

/** One form to several vendors: the single inquiry's fields, once, for each of `listing_ids`. */
export interface NewInquiries {
  listing_ids: string[];
  name: string;
  email: string;
  wedding_date: string;
  guest_count: number;
  budget_band: string | null;
  message: string;
}

/** A vendor written to, in the order chosen. */
export interface SentInquiry {
  listing_id: string;
  listing_name: string;
}

/**
 * Sends one inquiry to each chosen vendor through send_inquiries (20261130070000): one
 * transaction, all or nothing. A vendor that takes no inquiries refuses the whole send with hint
 * 'listing_refused' and its id as `details` (lib/multi-inquiry-error.ts says so in words).
 */
export async function sendInquiries({
  budget_band,
  ...inquiries
}: NewInquiries): Promise<SentInquiry[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('send_inquiries', {
    ...inquiries,
    ...(budget_band ? { budget_band } : {}),
  });
  if (error) throw error;
  return data;
}

export function useSendInquiries() {
  return useMutation({ mutationFn: sendInquiries });
}
