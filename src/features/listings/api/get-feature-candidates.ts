import { queryOptions } from '@tanstack/react-query';
import { likePattern } from '@/lib/like-pattern';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from '../keys';

/** Published listings not featured yet whose name matches, for the reviewer to feature. */
export const getFeatureCandidatesQueryOptions = (name: string) =>
  queryOptions({
    queryKey: listingKeys.featureCandidates(name),
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('listings')
        .select('id,name,url_name,city,country,created_at')
        .eq('status', 'published')
        .eq('is_featured', false)
        .ilike('name', likePattern(name))
        .order('name')
        .limit(8);
      if (error) throw error;
      return data;
    },
  });
