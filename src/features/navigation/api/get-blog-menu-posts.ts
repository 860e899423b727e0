import { queryOptions, useQuery } from '@tanstack/react-query';
import { MENU_PANEL_ITEM_LIMIT } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import {
  MENU_POST_SELECT,
  MENU_QUERY_SETTINGS,
  navigationKeys,
  type MenuPost,
} from './menu-queries';

/** Spec §7 Blog menu: blog_posts, published, published_at desc, limit 3. Errors reach the query. */
export async function getBlogMenuPosts(limit: number): Promise<MenuPost[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('blog_posts')
    .select(MENU_POST_SELECT)
    .eq('status', 'published')
    .order('published_at', { ascending: false })
    .limit(limit);
  if (error) throw error;
  return data;
}

export const getBlogMenuPostsQueryOptions = (limit = MENU_PANEL_ITEM_LIMIT) =>
  queryOptions({
    queryKey: navigationKeys.blogMenu(limit),
    queryFn: () => getBlogMenuPosts(limit),
    ...MENU_QUERY_SETTINGS,
  });

export function useBlogMenuPosts() {
  return useQuery(getBlogMenuPostsQueryOptions());
}
