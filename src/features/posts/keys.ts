/**
 * The magazine's one key factory and the filter types its keys hold (architecture §3): keys run
 * general to specific, each holds every variable its query function reads, and every key starts
 * at `postKeys.all`, so a write that invalidates it refreshes every place that shows posts — the
 * home sections, the menus, /blog, the post page, the admin's desk, curation and editor.
 *
 * The home page loads this file on first paint: levels are one line each, with no code beyond the
 * array they build (the admin levels cost a few bytes there, and no admin chunk joins it).
 */

/**
 * A short list of the newest published posts, optionally of one category or subcategory: a home
 * section or a menu panel (spec §7 names each one's filter, order and limit).
 */
export interface PostFeed {
  /** What the feed is called in a failure's log line ('Error fetching Jewelry posts:'). */
  name: string;
  /** Which column `categoryId` is matched against; null for every published post. */
  filter: 'category' | 'subcategory' | null;
  categoryId: string | null;
  orderBy: 'published_at' | 'created_at';
  limit: number;
}

/** /blog's list: its query parameters. */
export interface PostListFilters {
  /** A category or subcategory id (the `category` query parameter); other values are ignored. */
  category: string | null;
  /** Full-text search (the `q` query parameter). */
  q: string | null;
  /** 1-based. */
  page: number;
}

/** A section page's list: its categories, the chip chosen and the page. */
export interface SectionPostsFilters {
  categoryIds: readonly string[];
  subcategoryIds: readonly string[];
  /** One chip of the section (a category or subcategory id), or null for the whole section. */
  chip: string | null;
  /** 1-based. */
  page: number;
}

/** A writer's page's list: the writer's slug and the page. */
export interface WriterPostsFilters {
  slug: string;
  /** 1-based. */
  page: number;
}

/** Where a post stands on the desk; 'scheduled' is published with a date still ahead. */
export type DeskStatus = 'draft' | 'scheduled' | 'published' | 'archived';

/** The admin desk's filters (all in its URL). */
export interface DeskFilters {
  /** One state, or everything not archived. */
  status: DeskStatus | null;
  category: string | null;
  q: string | null;
  page: number;
}

export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  feed: (feed: PostFeed) => [...postKeys.lists(), 'feed', feed] as const,
  teasers: (feed: PostFeed) => [...postKeys.lists(), 'teasers', feed] as const,
  featured: (filters: { location: string; limit: number }) =>
    [...postKeys.lists(), 'featured', filters] as const,
  list: (filters: PostListFilters) => [...postKeys.lists(), filters] as const,
  section: (filters: SectionPostsFilters) => [...postKeys.all, 'section', filters] as const,
  nybfw: () => [...postKeys.all, 'nybfw'] as const,
  /** One writer's published stories, a page at a time (/writers/<slug>). */
  writer: (filters: WriterPostsFilters) => [...postKeys.all, 'writer', filters] as const,
  details: () => [...postKeys.all, 'detail'] as const,
  detail: (slug: string) => [...postKeys.details(), slug] as const,
  related: (post: { id: string; category: string | null; subcategory: string | null }) =>
    [...postKeys.all, 'related', post] as const,
  adjacent: (post: { id: string; published_at: string | null }) =>
    [...postKeys.all, 'adjacent', post] as const,
  categories: () => [...postKeys.all, 'categories'] as const,
  /** The categories as the admin manages them, with every post counted. */
  adminCategories: () => [...postKeys.categories(), 'admin'] as const,
  /** The admin's desk: one page of every post. */
  desk: (filters: DeskFilters) => [...postKeys.all, 'desk', filters] as const,
  /** The entries of a featured location as the admin curates them, and the posts to pick from. */
  curation: (location: string) => [...postKeys.all, 'curation', location] as const,
  pickable: (q: string) => [...postKeys.all, 'pickable', q] as const,
  /** A post as the editor opens it, and its revisions. */
  edit: (id: string) => [...postKeys.all, 'edit', id] as const,
  revisions: (id: string) => [...postKeys.edit(id), 'revisions'] as const,
  previewLinks: (id: string) => [...postKeys.edit(id), 'previews'] as const,
  /** What a preview link opens (never kept: staleTime and gcTime 0). */
  preview: (token: string) => [...postKeys.all, 'preview', token] as const,
  /** Whether a web address is free for a post (null: a new one). */
  slug: (slug: string, id: string | null) => [...postKeys.all, 'slug', { slug, id }] as const,
};
