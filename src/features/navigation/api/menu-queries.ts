import { MENU_QUERY_STALE_TIME_MS } from '@/config/site';
import type { Tables } from '@/types/database';

/** Spec §9: menu queries stay fresh for 5 minutes. */
export const MENU_QUERY_SETTINGS = { staleTime: MENU_QUERY_STALE_TIME_MS } as const;

/** Query keys of the mega menus' panels, general to specific. */
export const navigationKeys = {
  all: ['navigation'] as const,
  blogMenu: (limit: number) => [...navigationKeys.all, 'blog-menu', { limit }] as const,
  venueMenu: (categoryId: string, limit: number) =>
    [...navigationKeys.all, 'venue-menu', { categoryId, limit }] as const,
  vendorMenu: (excludedCategoryId: string, limit: number) =>
    [...navigationKeys.all, 'vendor-menu', { excludedCategoryId, limit }] as const,
};

/**
 * The columns a post preview card shows, with its section names embedded by FK hint, so a panel is
 * one request, never one per card.
 */
export const MENU_POST_SELECT =
  'id,title,slug,featured_image,video_url,category_ref:blog_categories!blog_posts_category_fkey(name),subcategory_ref:blog_categories!blog_posts_subcategory_fkey(name)' as const;

export type MenuPost = Pick<
  Tables<'blog_posts'>,
  'id' | 'title' | 'slug' | 'featured_image' | 'video_url'
> & {
  category_ref: { name: string } | null;
  subcategory_ref: { name: string } | null;
};

/** The columns a vendor preview card shows, with the category name embedded. */
export const MENU_LISTING_SELECT =
  'id,name,url_name,image_url,headshot_url,video_url,city,state,country,category_ref:business_categories!listings_business_category_id_fkey(name)' as const;

export type MenuListing = Pick<
  Tables<'listings'>,
  | 'id'
  | 'name'
  | 'url_name'
  | 'image_url'
  | 'headshot_url'
  | 'video_url'
  | 'city'
  | 'state'
  | 'country'
> & {
  category_ref: { name: string } | null;
};
