import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import {
  POST_CARD_SELECT,
  POST_TEASER_SELECT,
  type PostCardPost,
  type PostTeaser,
} from './post-fields';
import { postKeys, type PostFeed } from '../keys';
import { NOW } from '../lib/now';

/** The filters every builder of a blog_posts select has; each returns the builder itself. */
interface FeedFilters<Self> {
  eq(column: 'status' | 'category' | 'subcategory', value: string): Self;
  lte(column: 'published_at', value: string): Self;
  order(column: PostFeed['orderBy'], options: { ascending: boolean }): Self;
  limit(count: number): Self;
}

/** A feed's filters — published, its category or subcategory, newest first, so many — on any select. */
function inFeed<Query extends FeedFilters<Query>>(query: Query, feed: PostFeed): Query {
  let filtered = query.eq('status', 'published').lte('published_at', NOW);
  if (feed.filter && feed.categoryId) filtered = filtered.eq(feed.filter, feed.categoryId);
  return filtered.order(feed.orderBy, { ascending: false }).limit(feed.limit);
}

/** Spec §8: a failed post fetch is logged, then thrown so React Query retries it. */
function failed(feed: PostFeed, error: unknown): never {
  console.error(`Error fetching ${feed.name} posts:`, error);
  throw error;
}

/**
 * The newest published posts of a feed (a home section), with the names the cards show embedded.
 * A failure is logged (spec §8) and thrown to React Query, which retries it; the section then
 * hides itself.
 */
export async function fetchPostFeed(feed: PostFeed): Promise<PostCardPost[]> {
  const supabase = await getSupabase();
  const { data, error } = await inFeed(supabase.from('blog_posts').select(POST_CARD_SELECT), feed);
  return error ? failed(feed, error) : data;
}

/** The same feed as teasers, for a menu panel's small cards (a leaner select). */
export async function fetchPostTeasers(feed: PostFeed): Promise<PostTeaser[]> {
  const supabase = await getSupabase();
  const { data, error } = await inFeed(
    supabase.from('blog_posts').select(POST_TEASER_SELECT),
    feed,
  );
  return error ? failed(feed, error) : data;
}

/**
 * A feed's query. The page that shows it adds its freshness settings (the home page's and the
 * menus' differ, spec §9).
 */
export const getPostFeedQueryOptions = (feed: PostFeed) =>
  queryOptions({
    queryKey: postKeys.feed(feed),
    queryFn: () => fetchPostFeed(feed),
  });

/** A feed's teasers' query, for the menu panels (spec §7). */
export const getPostTeasersQueryOptions = (feed: PostFeed) =>
  queryOptions({
    queryKey: postKeys.teasers(feed),
    queryFn: () => fetchPostTeasers(feed),
  });
