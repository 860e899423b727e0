import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { reviewKeys } from '../keys';

export type ReviewDecision = { reportId: string } & (
  { decision: 'keep' } | { decision: 'remove'; reason: string }
);

/** An admin keeps a reported review, or removes it with a reason the couple is told by email. */
export async function moderateReview(input: ReviewDecision) {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('moderate_review', {
    report_id: input.reportId,
    decision: input.decision,
    reason: input.decision === 'remove' ? input.reason : undefined,
  });
  if (error) throw error;
}

export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
