import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CURATION_PICK_LIMIT, DESK_PAGE_SIZE } from '@/config/admin';
import { likePattern } from '@/lib/like-pattern';
import { useAdminWrite } from '@/lib/admin-write';
import { getSupabase } from '@/lib/supabase';
import type { TablesUpdate } from '@/types/database';
import { postKeys, type DeskFilters, type DeskStatus, type PostCardPost } from './post-fields';

/**
 * The admin desk's keys, under the magazine's root (a write to posts refreshes them too). Kept
 * here, not in postKeys, so their code is only in the admin chunks.
 */
export const deskKeys = {
  desk: (filters: DeskFilters) => [...postKeys.all, 'desk', filters] as const,
  /** The entries of a featured location as the admin curates them, and the posts to pick from. */
  curation: (location: string) => [...postKeys.all, 'curation', location] as const,
  pickable: (q: string) => [...postKeys.all, 'pickable', q] as const,
};

/** What the desk shows of a post: its state, where it is filed, who wrote it, its dates. */
export const DESK_POST_SELECT =
  'id,title,slug,status,is_featured,published_at,updated_at,created_at,author,category_ref:blog_categories!blog_posts_category_fkey(id,name),profile:profiles!blog_posts_author_id_fkey(full_name)';

/** Where a post stands: 'scheduled' is published with its date still ahead. */
export function deskStatus(post: { status: string; published_at: string | null }): DeskStatus {
  if (post.status === 'published')
    return post.published_at && Date.parse(post.published_at) > Date.now()
      ? 'scheduled'
      : 'published';
  return post.status === 'archived' ? 'archived' : 'draft';
}

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
    queryKey: deskKeys.desk(filters),
    queryFn: () => fetchDeskPosts(filters),
    placeholderData: keepPreviousData,
  });

/** A change the desk makes to a post: publish, unpublish, feature, archive, restore. */
export type DeskPatch = Pick<TablesUpdate<'blog_posts'>, 'status' | 'is_featured'>;

/** Every write invalidates the magazine (`postKeys.all`) and the admin domain's counts. */
function useMagazineWrite<Variables>(write: (variables: Variables) => Promise<void>) {
  return useAdminWrite(postKeys.all, { mutationFn: write });
}

export function useUpdateDeskPost() {
  return useMagazineWrite(async ({ id, patch }: { id: string; patch: DeskPatch }) => {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('blog_posts')
      .update(patch)
      .eq('id', id)
      .select('id');
    if (error) throw error;
    if (data.length === 0) throw new Error('That post is no longer there.');
  });
}

/** Deleting for good: the database allows it for archived posts only, and keeps credits. */
export function useDeletePostForGood() {
  return useMagazineWrite(async (id: string) => {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('blog_posts')
      .delete()
      .eq('id', id)
      .eq('status', 'archived')
      .select('id');
    if (error) {
      if (error.code === '23503')
        throw new Error('This post credits vendors; it stays archived so their credits are kept.');
      throw error;
    }
    if (data.length === 0) throw new Error('Only an archived post can be deleted for good.');
  });
}

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
  queryOptions({ queryKey: deskKeys.curation(location), queryFn: () => fetchCuration(location) });

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
    queryKey: deskKeys.pickable(q),
    queryFn: () => fetchPickablePosts(q),
    placeholderData: keepPreviousData,
  });

/** The location's entries become exactly these posts in this order, in one transaction. */
export function useSetFeaturedPosts() {
  return useMagazineWrite(
    async ({ location, postIds }: { location: string; postIds: string[] }) => {
      const supabase = await getSupabase();
      const { error } = await supabase.rpc('set_featured_posts', { location, post_ids: postIds });
      if (error) throw error;
    },
  );
}
