import {
  FEATURED_QUERY_GC_TIME_MS,
  FEATURED_QUERY_STALE_TIME_MS,
  HOME_QUERY_REFETCH_INTERVAL_MS,
  HOME_QUERY_STALE_TIME_MS,
} from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';

type PostRow = Tables<'blog_posts'>;

/** A post as the home cards need it, with its subcategory name and author profile embedded. */
export type HomePost = Pick<
  PostRow,
  | 'id'
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'featured_image'
  | 'author'
  | 'published_at'
  | 'created_at'
  | 'video_url'
  | 'is_opinion'
> & {
  subcategory_ref: { name: string } | null;
  profile?: { full_name: string | null; avatar_url?: string | null } | null;
};

/** Which author fields a section embeds (spec §7: none, full_name, or full_name and avatar_url). */
export type ProfileFields = 'none' | 'name' | 'name-avatar';

const POST_CARD_COLUMNS =
  'id,title,slug,excerpt,featured_image,author,published_at,created_at,video_url,is_opinion';
/** The subcategory's name comes in the same request (FK hint), never one lookup per card. */
const SUBCATEGORY_EMBED = 'subcategory_ref:blog_categories!blog_posts_subcategory_fkey(name)';
const PROFILE_EMBED: Record<ProfileFields, string> = {
  none: '',
  name: ',profile:profiles!blog_posts_author_id_fkey(full_name)',
  'name-avatar': ',profile:profiles!blog_posts_author_id_fkey(full_name,avatar_url)',
};

/** The `select` of a home post query. */
export function postCardSelect(profile: ProfileFields): string {
  return `${POST_CARD_COLUMNS},${SUBCATEGORY_EMBED}${PROFILE_EMBED[profile]}`;
}

/** One home section's query (spec §7): published posts of one category or subcategory. */
export interface SectionPostsQuery {
  filter: 'category' | 'subcategory';
  categoryId: string;
  orderBy: 'published_at' | 'created_at';
  limit: number;
  profile: ProfileFields;
}

/** Spec §9 home query settings: 5 min stale, refetch every 5 min, on mount and on window focus. */
export const HOME_QUERY_SETTINGS = {
  staleTime: HOME_QUERY_STALE_TIME_MS,
  refetchInterval: HOME_QUERY_REFETCH_INTERVAL_MS,
  refetchOnMount: true,
  refetchOnWindowFocus: true,
} as const;

/** Spec §9 featured query settings: 5 min fresh, 30 min kept. */
export const FEATURED_QUERY_SETTINGS = {
  staleTime: FEATURED_QUERY_STALE_TIME_MS,
  gcTime: FEATURED_QUERY_GC_TIME_MS,
} as const;

export const homeKeys = {
  all: ['home'] as const,
  posts: (section: string, query: SectionPostsQuery) =>
    [...homeKeys.all, 'posts', section, query] as const,
};

/**
 * Fetches a section's posts. A failure is logged and thrown to React Query; the section hides
 * itself (spec §8: logged, section hidden, no user message).
 */
export async function fetchSectionPosts(section: string, query: SectionPostsQuery) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('blog_posts')
    .select(postCardSelect(query.profile))
    .eq('status', 'published')
    .eq(query.filter, query.categoryId)
    .order(query.orderBy, { ascending: false })
    .limit(query.limit);
  if (error) {
    console.error(`Error fetching ${section} posts:`, error);
    throw error;
  }
  return (data ?? []) as unknown as HomePost[];
}
