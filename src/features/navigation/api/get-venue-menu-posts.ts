import { queryOptions, useQuery } from '@tanstack/react-query';
import { VENUE_MENU_POST_CATEGORY_ID } from '@/config/navigation';
import { MENU_PANEL_ITEM_LIMIT } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import {
  MENU_POST_SELECT,
  MENU_QUERY_SETTINGS,
  navigationKeys,
  type MenuPost,
} from './menu-queries';

/**
 * Spec §7 Venue menu: blog_posts, published, category = the destination category, published_at
 * desc, limit 3. Errors reach the query.
 */
export async function getVenueMenuPosts(categoryId: string, limit: number): Promise<MenuPost[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('blog_posts')
    .select(MENU_POST_SELECT)
    .eq('status', 'published')
    .eq('category', categoryId)
    .order('published_at', { ascending: false })
    .limit(limit);
  if (error) throw error;
  return data;
}

export const getVenueMenuPostsQueryOptions = (
  categoryId = VENUE_MENU_POST_CATEGORY_ID,
  limit = MENU_PANEL_ITEM_LIMIT,
) =>
  queryOptions({
    queryKey: navigationKeys.venueMenu(categoryId, limit),
    queryFn: () => getVenueMenuPosts(categoryId, limit),
    ...MENU_QUERY_SETTINGS,
  });

export function useVenueMenuPosts() {
  return useQuery(getVenueMenuPostsQueryOptions());
}
