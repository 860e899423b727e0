import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CURATION_PICK_LIMIT } from '@/config/admin';
import { likePattern } from '@/lib/like-pattern';
import { getSupabase } from '@/lib/supabase';
import { postKeys } from '../keys';
import { CURATED_POST_SELECT, type CuratedPost } from './get-curation';

/** Published posts with an image (a card needs one), newest first or matching a title. */
export async function fetchPickablePosts(q: string): Promise<CuratedPost[]> {
  const supabase = await getSupabase();
  let query = supabase
    .from('blog_posts')
    .select(CURATED_POST_SELECT)
    .eq('status', 'published')
    .lte('published_at', new Date().toISOString())
    .not('featured_image', 'is', null);
  if (q) query = query.ilike('title', likePattern(q));
  const { data, error } = await query
    .order('published_at', { ascending: false })
    .limit(CURATION_PICK_LIMIT);
  if (error) throw error;
  return data;
}

export const getPickablePostsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: postKeys.pickable(q),
    queryFn: () => fetchPickablePosts(q),
    placeholderData: keepPreviousData,
  });
