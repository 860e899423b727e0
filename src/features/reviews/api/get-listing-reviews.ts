import { queryOptions, useQuery } from '@tanstack/react-query';
import { DIRECTORY_QUERY_STALE_TIME_MS } from '@/config/site';
import { REVIEWS_PAGE_LIMIT } from '@/config/reviews';
import { getSupabase } from '@/lib/supabase';
import { reviewKeys } from '../keys';

/** What the public reads of a review (no email anywhere; names only with consent). */
export const PUBLIC_REVIEW_COLUMNS =
  'id,rating,rating_quality,rating_responsiveness,rating_value,rating_professionalism,title,body,author_name,photos,inquired_month,married_month,booking_confirmed,answer,answered_at,answer_updated_at,created_at';

export interface ReviewPhoto {
  path: string;
  alt: string;
}

/**
 * A vendor page's published reviews, newest first: ONE request, shared by the reviews section
 * and the page's JSON-LD (the same query options, so the page asks once).
 */
export async function fetchListingReviews(listingId: string) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('reviews')
    .select(PUBLIC_REVIEW_COLUMNS)
    .eq('listing_id', listingId)
    .eq('status', 'published')
    .order('created_at', { ascending: false })
    .limit(REVIEWS_PAGE_LIMIT);
  if (error) throw error;
  return data.map((row) => ({
    ...row,
    // photos is jsonb written only by submit_review, which checks each {path, alt} it stores.
    photos: row.photos as unknown as ReviewPhoto[],
  }));
}

export type PublicReview = Awaited<ReturnType<typeof fetchListingReviews>>[number];

export const getListingReviewsQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: reviewKeys.listing(listingId),
    queryFn: () => fetchListingReviews(listingId),
    staleTime: DIRECTORY_QUERY_STALE_TIME_MS,
  });

export function useListingReviews(listingId: string | undefined) {
  return useQuery({ ...getListingReviewsQueryOptions(listingId ?? ''), enabled: !!listingId });
}
