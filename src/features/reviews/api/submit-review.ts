import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import type { ReviewAspectKey } from '@/config/reviews';
import { reviewKeys } from '../keys';

export interface NewReview {
  token: string;
  rating: number;
  title: string;
  body: string;
  publishNames: boolean;
  authorName: string;
  aspects: Partial<Record<ReviewAspectKey, number>>;
  photos: { path: string; alt: string }[];
}

/** The one write: submit_review(token, …); the database checks the token, once, and the limits. */
export async function submitReview(review: NewReview): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('submit_review', {
    token: review.token,
    rating: review.rating,
    title: review.title,
    body: review.body,
    publish_names: review.publishNames,
    author_name: review.publishNames ? review.authorName : undefined,
    ...review.aspects,
    photos: review.photos,
  });
  if (error) throw error;
  return data;
}

export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
