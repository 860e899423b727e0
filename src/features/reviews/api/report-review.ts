import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { reviewKeys } from '../keys';

/** The vendor reports a review with a reason; admins decide (report_review alerts them). */
export async function reportReview(input: { reviewId: string; reason: string }) {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('report_review', {
    review_id: input.reviewId,
    reason: input.reason,
  });
  if (error) throw error;
}

export function useReportReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
