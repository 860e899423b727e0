import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { availabilityKeys } from '../keys';
import type { MarkedState } from '../lib/availability-state';

export interface DateRangeChange {
  listingId: string;
  from: string;
  to: string;
  /** booked or limited; null frees the range. */
  state: MarkedState | null;
  note?: string;
}

/** Marks (set_listing_dates) or frees (clear_listing_dates) a range of an own listing. */
export async function setListingDates({ listingId, from, to, state, note }: DateRangeChange) {
  const supabase = await getSupabase();
  const { data, error } = state
    ? await supabase.rpc('set_listing_dates', {
        p_listing_id: listingId,
        p_from: from,
        p_to: to,
        p_state: state,
        p_note: note?.trim() ? note.trim() : undefined,
      })
    : await supabase.rpc('clear_listing_dates', {
        p_listing_id: listingId,
        p_from: from,
        p_to: to,
      });
  if (error) throw error;
  return data;
}

export function useSetListingDates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setListingDates,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}
