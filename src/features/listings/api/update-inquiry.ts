import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import type { InquiryStatus } from '../lib/inquiry-status';
import { listingKeys } from '../keys';

export type InquiryUpdate = { id: string } & ({ status: InquiryStatus } | { read: true });

/**
 * A vendor moves an inquiry along the pipeline or marks it read; the database times the first
 * answer. Invalidates the listings root: the inbox, the counts and the response time refresh.
 */
export async function updateInquiry(update: InquiryUpdate) {
  const supabase = await getSupabase();
  const patch =
    'status' in update ? { status: update.status } : { read_at: new Date().toISOString() };
  const { error } = await supabase.from('inquiries').update(patch).eq('id', update.id);
  if (error) throw error;
}

export function useUpdateInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
