import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAGAZINE_QUERY_STALE_TIME_MS, RELATED_POST_LIMIT } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import { POST_CARD_SELECT, type PostCardPost } from './post-fields';
import { postKeys } from '../keys';
import { NOW } from '../lib/now';
import { inCategoryFilter, isUuid } from '../lib/post-filters';

export interface RelatedPostsSource {
  id: string;
  category: string | null;
  subcategory: string | null;
}

/**
 * 'More like this' under a post: the newest other published posts of its subcategory, else of
 * its category. One request; names embedded. A post with neither gets the newest posts.
 */
export async function getRelatedPosts(post: RelatedPostsSource): Promise<PostCardPost[]> {
  const supabase = await getSupabase();
  const anchor = isUuid(post.subcategory) ? post.subcategory : post.category;
  let query = supabase
    .from('blog_posts')
    .select(POST_CARD_SELECT)
    .eq('status', 'published')
    .lte('published_at', NOW)
    .neq('id', post.id);
  if (isUuid(anchor)) query = query.or(inCategoryFilter(anchor));
  const { data, error } = await query
    .order('published_at', { ascending: false })
    .limit(RELATED_POST_LIMIT);
  if (error) throw error;
  return data;
}

export const getRelatedPostsQueryOptions = ({ id, category, subcategory }: RelatedPostsSource) =>
  queryOptions({
    queryKey: postKeys.related({ id, category, subcategory }),
    queryFn: () => getRelatedPosts({ id, category, subcategory }),
    staleTime: MAGAZINE_QUERY_STALE_TIME_MS,
  });

export function useRelatedPosts(post: RelatedPostsSource, enabled = true) {
  return useQuery({ ...getRelatedPostsQueryOptions(post), enabled });
}
