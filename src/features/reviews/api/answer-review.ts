import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { reviewKeys } from '../keys';

/** The vendor's one public answer, written or edited (answer_review checks the owner). */
export async function answerReview(input: { reviewId: string; answer: string }) {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('answer_review', {
    review_id: input.reviewId,
    answer: input.answer,
  });
  if (error) throw error;
}

export function useAnswerReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
