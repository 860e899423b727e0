import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { reviewKeys } from '../keys';

export type ReviewInvitation =
  | { state: 'invalid' }
  | {
      state: 'valid' | 'used' | 'expired';
      listing_name: string;
      listing_url_name: string;
      wedding_date: string | null;
      expires_at: string;
      /** The first name the inquiry gave, to offer (only while the link is unused). */
      names: string | null;
      /** Where this link's photos go: the sha256 of the token (only while unused). */
      photo_folder: string | null;
      /** Once used: the review's state (held: an admin reads it before it appears). */
      review_status: 'published' | 'held' | 'removed' | null;
    };

/** What a review link opens: valid (with its vendor), used, expired or invalid. */
export async function fetchReviewInvitation(token: string): Promise<ReviewInvitation> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('review_invitation', { token });
  if (error) throw error;
  // review_invitation returns jsonb in one of the four shapes above, built by the SQL function.
  return data as unknown as ReviewInvitation;
}

export const getReviewInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: reviewKeys.invitation(token),
    queryFn: () => fetchReviewInvitation(token),
    staleTime: Infinity,
  });

export function useReviewInvitation(token: string) {
  return useQuery(getReviewInvitationQueryOptions(token));
}
