import type { QueryClient } from '@tanstack/react-query';
import { useLoaded } from '@/hooks/use-loaded';
import type { PostDetail } from './get-post';
import { postKeys } from '../keys';

/**
 * What the top of a story needs (its kicker, title, standfirst, byline and hero): every field
 * but the ids may be missing, since a menu's teaser has fewer than a /blog card. A `PostDetail`
 * is one; so is a card the reader tapped.
 */
export type PostLeadPost = Pick<PostDetail, 'id' | 'title' | 'slug'> &
  Partial<
    Pick<
      PostDetail,
      | 'excerpt'
      | 'featured_image'
      | 'featured_image_alt'
      | 'featured_image_focal_x'
      | 'featured_image_focal_y'
      | 'author'
      | 'published_at'
      | 'video_url'
      | 'is_opinion'
      | 'category'
      | 'subcategory'
      | 'category_ref'
      | 'subcategory_ref'
      | 'profile'
    >
  >;

/** The readers' lists whose rows are cards of published stories (not the desk's or an editor's). */
const CARD_LISTS = new Set(['list', 'section', 'nybfw', 'writer', 'related', 'adjacent']);

function isLeadOf(value: object, slug: string): value is PostLeadPost {
  const row = value as Partial<PostLeadPost>;
  return row.slug === slug && typeof row.id === 'string' && typeof row.title === 'string';
}

/** The card with this slug in a list's data: a page of cards, an array, a featured entry's `post`. */
function findIn(value: unknown, slug: string, depth: number): PostLeadPost | undefined {
  if (depth > 3 || typeof value !== 'object' || value === null) return undefined;
  if (!Array.isArray(value) && isLeadOf(value, slug)) return value;
  for (const child of Array.isArray(value) ? value : Object.values(value)) {
    const found = findIn(child, slug, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * The story's card from a list already loaded (the /blog page, a home section, a menu panel,
 * related stories), so the story's title, standfirst and picture are drawn the moment it is
 * opened, while its one request is on the way (#45). Undefined when no loaded list has it.
 */
export function findPostLead(queryClient: QueryClient, slug: string): PostLeadPost | undefined {
  for (const [key, data] of queryClient.getQueriesData({ queryKey: postKeys.all })) {
    if (!CARD_LISTS.has(String(key[1]))) continue;
    const found = findIn(data, slug, 0);
    if (found) return found;
  }
  return undefined;
}

/** `findPostLead` for the page while `enabled` (the story itself is not loaded yet). */
export function usePostLead(slug: string, enabled: boolean): PostLeadPost | undefined {
  return useLoaded(findPostLead, slug, enabled);
}
