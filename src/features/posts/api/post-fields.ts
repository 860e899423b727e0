import type { Tables } from '@/types/database';

type PostRow = Tables<'blog_posts'>;

/** A category or subcategory name, embedded in the post's own request (FK hint). */
export interface CategoryRef {
  /** Present in this feature's queries; a card needs only the name. */
  id?: string;
  name: string;
}

/** The author's profile, embedded in the post's own request. */
export interface AuthorProfile {
  full_name: string | null;
  avatar_url?: string | null;
}

/**
 * A post as every card needs it. The names a card shows (subcategory, category, author) come
 * EMBEDDED in the list's one request — never a request per card.
 */
export type PostCardPost = Pick<
  PostRow,
  | 'id'
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'featured_image'
  | 'author'
  | 'published_at'
  | 'video_url'
  | 'is_opinion'
> & {
  category_ref?: CategoryRef | null;
  subcategory_ref?: CategoryRef | null;
  profile?: AuthorProfile | null;
};

const CARD_COLUMNS =
  'id,title,slug,excerpt,featured_image,author,published_at,video_url,is_opinion,category,subcategory';

/** Embeds by foreign-key name: blog_posts points at blog_categories twice, so the hint is required. */
export const CATEGORY_EMBED = 'category_ref:blog_categories!blog_posts_category_fkey(id,name)';
export const SUBCATEGORY_EMBED =
  'subcategory_ref:blog_categories!blog_posts_subcategory_fkey(id,name)';
export const PROFILE_EMBED = 'profile:profiles!blog_posts_author_id_fkey(full_name,avatar_url)';

/** The `select` of every card list: the card's columns and its three names, in one request. */
export const POST_CARD_SELECT = `${CARD_COLUMNS},${CATEGORY_EMBED},${SUBCATEGORY_EMBED},${PROFILE_EMBED}`;

/** Only these reach a PostgREST filter string: ids are uuids, slugs are lowercase words. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 200;

export const isUuid = (value: string | null | undefined): value is string =>
  typeof value === 'string' && UUID.test(value);

export const isPostSlug = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.length <= SLUG_MAX_LENGTH && SLUG.test(value);

/** `or` filter: posts whose category or subcategory is `id` (a category or subcategory id). */
export function inCategoryFilter(id: string): string {
  if (!isUuid(id)) throw new Error(`Not a category id: ${id}`);
  return `category.eq.${id},subcategory.eq.${id}`;
}

/** `or` filter: posts in any of the categories, or in any of the subcategories. */
export function inCategoriesFilter(
  categoryIds: readonly string[],
  subcategoryIds: readonly string[] = [],
): string {
  const all = [...categoryIds, ...subcategoryIds];
  if (all.length === 0 || !all.every(isUuid)) throw new Error('Section needs category ids');
  const parts: string[] = [];
  if (categoryIds.length > 0) parts.push(`category.in.(${categoryIds.join(',')})`);
  if (subcategoryIds.length > 0) parts.push(`subcategory.in.(${subcategoryIds.join(',')})`);
  return parts.join(',');
}

/** First and last row of a 1-based page, for `.range()`. */
export function pageRange(page: number, pageSize: number): [from: number, to: number] {
  const safePage = Number.isInteger(page) && page > 0 ? page : 1;
  const from = (safePage - 1) * pageSize;
  return [from, from + pageSize - 1];
}

/** One page of posts and how many there are in all (`count: 'exact'`). */
export interface PostPage {
  posts: PostCardPost[];
  total: number;
}

/**
 * Query keys, general to specific (architecture §3): invalidating `postKeys.all` refreshes every
 * magazine query; each key holds every variable its query function reads.
 */
export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  list: (filters: { category: string | null; q: string | null; page: number }) =>
    [...postKeys.lists(), filters] as const,
  section: (filters: {
    categoryIds: readonly string[];
    subcategoryIds: readonly string[];
    chip: string | null;
    page: number;
  }) => [...postKeys.all, 'section', filters] as const,
  nybfw: () => [...postKeys.all, 'nybfw'] as const,
  detail: (slug: string) => [...postKeys.all, 'detail', slug] as const,
  related: (post: { id: string; category: string | null; subcategory: string | null }) =>
    [...postKeys.all, 'related', post] as const,
  adjacent: (post: { id: string; published_at: string | null }) =>
    [...postKeys.all, 'adjacent', post] as const,
  categories: () => [...postKeys.all, 'categories'] as const,
};
