import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { reviewKeys } from '../keys';

/** The admins' desk: open reports, oldest first, with the review and its vendor. */
export async function fetchReportedReviews() {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('reported_reviews');
  if (error) throw error;
  return data;
}

export type ReportedReview = Awaited<ReturnType<typeof fetchReportedReviews>>[number];

export const getReportedReviewsQueryOptions = () =>
  queryOptions({ queryKey: reviewKeys.reported(), queryFn: fetchReportedReviews });

export function useReportedReviews() {
  return useQuery(getReportedReviewsQueryOptions());
}
