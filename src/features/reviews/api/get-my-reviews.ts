import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEWS_PAGE_LIMIT } from '@/config/reviews';
import { getSupabase } from '@/lib/supabase';
import { reviewKeys } from '../keys';
import { PUBLIC_REVIEW_COLUMNS, type ReviewPhoto } from './get-listing-reviews';

/**
 * The reviews of the signed-in vendor's listings, newest first (my_listing_ids names the
 * listings: owner_id is private), with each one's open report if they made one.
 */
export async function fetchMyReviews() {
  const supabase = await getSupabase();
  const ids = await supabase.rpc('my_listing_ids');
  if (ids.error) throw ids.error;
  if (ids.data.length === 0) return [];
  const { data, error } = await supabase
    .from('reviews')
    .select(
      `${PUBLIC_REVIEW_COLUMNS},status,listing:listings!inner(name,url_name),reports:review_reports(status)`,
    )
    .in('listing_id', ids.data)
    .order('created_at', { ascending: false })
    .limit(REVIEWS_PAGE_LIMIT);
  if (error) throw error;
  return data.map(({ reports, ...row }) => ({
    ...row,
    // photos is jsonb written only by submit_review, which checks each {path, alt} it stores.
    photos: row.photos as unknown as ReviewPhoto[],
    // Whether the vendor's report waits for an editor (one open report at most).
    reported: [reports].flat().some((report) => report?.status === 'open'),
  }));
}

export type MyReview = Awaited<ReturnType<typeof fetchMyReviews>>[number];

export const getMyReviewsQueryOptions = (ownerId: string) =>
  queryOptions({ queryKey: reviewKeys.mine(ownerId), queryFn: fetchMyReviews });

export function useMyReviews(ownerId: string) {
  return useQuery(getMyReviewsQueryOptions(ownerId));
}
