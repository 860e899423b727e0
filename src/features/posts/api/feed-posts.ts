import type { AppSupabaseClient } from '@/lib/supabase';
import { NOW } from '../lib/now';
import { inCategoriesFilter } from '../lib/post-filters';

/**
 * The magazine's reads for the sitemaps and RSS feeds the site function serves (src/site-function/
 * feeds.ts): request builders only, sent by the edge with the publishable key, so row-level
 * security decides what is public and a story published or archived a moment ago is in or out on
 * the next request. Published and not scheduled (`published_at <= now`, #28), as every reader's.
 */

/** A story as the sitemaps read it: its address, date, cover and byline page. */
export const SITEMAP_POST_SELECT =
  'slug,title,featured_image,featured_image_alt,published_at,updated_at,profile:profiles!blog_posts_author_id_fkey(slug,full_name,avatar_url)';

/** A story as an RSS item reads it. */
export const RSS_POST_SELECT =
  'slug,title,excerpt,featured_image,featured_image_alt,author,published_at,updated_at,category_ref:blog_categories!blog_posts_category_fkey(name),profile:profiles!blog_posts_author_id_fkey(full_name)';

function published(supabase: AppSupabaseClient, select: string, count = false) {
  return supabase
    .from('blog_posts')
    .select(select, count ? { count: 'exact' } : undefined)
    .eq('status', 'published')
    .lte('published_at', NOW);
}

/**
 * Rows `from`..`to` of every public story, oldest first (a new story joins the last sitemap part,
 * the others keep their place), with the total.
 */
export function sitemapPostsRequest(supabase: AppSupabaseClient, from: number, to: number) {
  return published(supabase, SITEMAP_POST_SELECT, true)
    .order('published_at', { ascending: true })
    .order('id', { ascending: true })
    .range(from, to);
}

/** The stories published since `since` (an ISO time), newest first: the news sitemap's. */
export function newsPostsRequest(supabase: AppSupabaseClient, since: string, limit: number) {
  return published(supabase, SITEMAP_POST_SELECT)
    .gte('published_at', since)
    .order('published_at', { ascending: false })
    .order('id', { ascending: true })
    .range(0, limit - 1);
}

/** The newest `limit` stories, of a section (its categories or subcategories) or of all. */
export function rssPostsRequest(
  supabase: AppSupabaseClient,
  limit: number,
  section?: { categoryIds: readonly string[]; subcategoryIds?: readonly string[] },
) {
  const query = published(supabase, RSS_POST_SELECT);
  return (
    section ? query.or(inCategoriesFilter(section.categoryIds, section.subcategoryIds)) : query
  )
    .order('published_at', { ascending: false })
    .order('id', { ascending: true })
    .range(0, limit - 1);
}

/** The latest change to any public story (its `updated_at`), with the number of stories. */
export function newestPostRequest(supabase: AppSupabaseClient) {
  return published(supabase, 'updated_at', true)
    .order('updated_at', { ascending: false })
    .range(0, 0);
}
