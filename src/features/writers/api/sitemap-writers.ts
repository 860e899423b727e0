import type { AppSupabaseClient } from '@/lib/supabase';

/**
 * The writers with a page (/writers/<slug>: at least one published story) for the sitemap the
 * site function serves (src/site-function/feeds.ts): request builders only. The inner embed keeps
 * the profiles that sign a public story and brings that story's latest change (the page's date).
 */
export const SITEMAP_WRITER_SELECT =
  'slug,avatar_url,stories:blog_posts!blog_posts_author_id_fkey!inner(updated_at)';

function withPublicStories(supabase: AppSupabaseClient, select: string) {
  return supabase
    .from('profiles')
    .select(select, { count: 'exact' })
    .eq('stories.status', 'published')
    .lte('stories.published_at', 'now')
    .not('slug', 'is', null);
}

/** Rows `from`..`to` by slug, each with its newest story's change, with the total. */
export function sitemapWritersRequest(supabase: AppSupabaseClient, from: number, to: number) {
  return withPublicStories(supabase, SITEMAP_WRITER_SELECT)
    .order('updated_at', { ascending: false, referencedTable: 'stories' })
    .limit(1, { referencedTable: 'stories' })
    .order('slug', { ascending: true })
    .range(from, to);
}

/** How many writers have a page (one row, for the count). */
export function newestWriterRequest(supabase: AppSupabaseClient) {
  return withPublicStories(supabase, 'slug,stories:blog_posts!blog_posts_author_id_fkey!inner(id)')
    .order('slug', { ascending: true })
    .range(0, 0);
}
