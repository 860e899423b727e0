import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from '../keys';

/** Every featured published listing, newest first (the first FEATURED_LISTING_LIMIT are shown). */
export const getFeaturedForReviewQueryOptions = () =>
  queryOptions({
    queryKey: listingKeys.featuredForReview(),
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('listings')
        .select('id,name,url_name,city,country,created_at')
        .eq('status', 'published')
        .eq('is_featured', true)
        .order('created_at', { ascending: false });
      if (error) throw error;
      return data;
    },
  });
