import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { DESK_PAGE_SIZE } from '@/config/admin';
import { likePattern } from '@/lib/like-pattern';
import { getSupabase } from '@/lib/supabase';
import { postKeys, type DeskFilters } from '../keys';

/** What the desk shows of a post: its state, where it is filed, who wrote it, its dates. */
export const DESK_POST_SELECT =
  'id,title,slug,status,is_featured,published_at,updated_at,created_at,author,category_ref:blog_categories!blog_posts_category_fkey(id,name),profile:profiles!blog_posts_author_id_fkey(full_name)';

/** One page of every post (admins read all by RLS), newest change first. */
export async function fetchDeskPosts({ status, category, q, page }: DeskFilters) {
  const supabase = await getSupabase();
  const from = (page - 1) * DESK_PAGE_SIZE;
  let query = supabase.from('blog_posts').select(DESK_POST_SELECT, { count: 'exact' });
  const now = new Date().toISOString();
  if (status === 'scheduled') query = query.eq('status', 'published').gt('published_at', now);
  else if (status === 'published') query = query.eq('status', 'published').lte('published_at', now);
  else if (status) query = query.eq('status', status);
  else query = query.neq('status', 'archived');
  if (category) query = query.or(`category.eq.${category},subcategory.eq.${category}`);
  if (q) query = query.ilike('title', likePattern(q));
  const { data, error, count } = await query
    .order('updated_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, from + DESK_PAGE_SIZE - 1);
  if (error) throw error;
  return { posts: data, total: count ?? 0 };
}

export type DeskPost = Awaited<ReturnType<typeof fetchDeskPosts>>['posts'][number];

export const getDeskPostsQueryOptions = (filters: DeskFilters) =>
  queryOptions({
    queryKey: postKeys.desk(filters),
    queryFn: () => fetchDeskPosts(filters),
    placeholderData: keepPreviousData,
  });
