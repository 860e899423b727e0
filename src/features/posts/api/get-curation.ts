import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { postKeys } from '../keys';
import type { PostCardPost } from './post-fields';

/**
 * What curating needs of a post: its title and image (the preview's cards). Its own lean select,
 * kept apart from the home page's modules so the admin area shares no chunk with a public page.
 */
export const CURATED_POST_SELECT = 'id,title,slug,featured_image,published_at';
export type CuratedPost = Pick<
  PostCardPost,
  'id' | 'title' | 'slug' | 'featured_image' | 'published_at'
>;

/** The featured entries of a location as an admin curates them: posts with an image, in order. */
export async function fetchCuration(location: string): Promise<CuratedPost[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('featured_posts')
    .select(
      'display_order,post:blog_posts!featured_posts_post_id_fkey(id,title,slug,featured_image,published_at)',
    )
    .eq('location', location)
    .order('display_order', { ascending: true })
    .limit(20);
  if (error) throw error;
  return data.flatMap(({ post }) => (post?.featured_image ? [post] : []));
}

export const getCurationQueryOptions = (location: string) =>
  queryOptions({ queryKey: postKeys.curation(location), queryFn: () => fetchCuration(location) });
