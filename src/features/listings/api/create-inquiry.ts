import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import type { TablesInsert } from '@/types/database';

export type NewInquiry = Pick<
  TablesInsert<'inquiries'>,
  'listing_id' | 'name' | 'email' | 'wedding_date' | 'guest_count' | 'budget_band' | 'message'
>;

/**
 * Sends an inquiry. RLS lets anyone insert one for a published listing but not read it back, so
 * the insert asks for nothing in return (no .select()).
 */
export async function createInquiry(inquiry: NewInquiry): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('inquiries').insert(inquiry);
  if (error) throw error;
}

export function useCreateInquiry() {
  return useMutation({ mutationFn: createInquiry });
}
