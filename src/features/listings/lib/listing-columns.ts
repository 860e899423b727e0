/**
 * The directory's columns and row types: a card's, and a vendor page's. Imported by the request
 * builders the benchmark runs under Node (select-*.ts), so only types and relative `.ts` paths.
 */
import type { Tables } from '../../../types/database.ts';

/** The text-search configuration of listings.name_search and place_search (no stemming). */
export const SEARCH_CONFIG = 'simple';

/** Only published listings are public (RLS says so too; the filter keeps the index usable). */
export const PUBLISHED = 'published';

/**
 * A card's columns, with the category name embedded (no request per card). `summary` (the
 * description's first 161 characters, a generated column) feeds the page's JSON-LD ItemList: the
 * whole descriptions were half of a directory page's answer.
 */
export const LISTING_CARD_COLUMNS =
  'id,name,url_name,summary,headshot_url,image_url,city,state,country,venue_type,guest_capacity,is_featured,category:business_categories(id,name)';

/**
 * A vendor page in ONE request: the listing, its category, its ordered gallery, and the magazine
 * posts that credit it (post_credits, derived by the database from story and photo credits, once per story → posts; RLS hides credits of stories not yet live, for admins too).
 */
export const LISTING_DETAIL_COLUMNS =
  'id,name,url_name,description,headshot_url,image_url,video_url,city,state,country,venue_type,guest_capacity,price_tier,website,instagram,is_featured,business_category_id,updated_at,category:business_categories(id,name,slug),photos:listing_photos(id,url,alt,position),credits:post_credits(role,post:blog_posts(id,title,slug,excerpt,featured_image,published_at))';

export type ListingCategory = Pick<Tables<'business_categories'>, 'id' | 'name'>;

export type ListingCardData = Pick<
  Tables<'listings'>,
  | 'id'
  | 'name'
  | 'url_name'
  | 'summary'
  | 'headshot_url'
  | 'image_url'
  | 'city'
  | 'state'
  | 'country'
  | 'venue_type'
  | 'guest_capacity'
  | 'is_featured'
> & { category: ListingCategory | null };

export type ListingPhoto = Pick<Tables<'listing_photos'>, 'id' | 'url' | 'alt' | 'position'>;

export type CreditedPost = Pick<
  Tables<'blog_posts'>,
  'id' | 'title' | 'slug' | 'excerpt' | 'featured_image' | 'published_at'
>;

export type ListingDetail = Omit<ListingCardData, 'category' | 'summary'> &
  Pick<
    Tables<'listings'>,
    | 'description'
    | 'video_url'
    | 'price_tier'
    | 'website'
    | 'instagram'
    | 'business_category_id'
    | 'updated_at'
  > & {
    category: (ListingCategory & { slug: string }) | null;
    photos: ListingPhoto[];
    credits: { role: string; post: CreditedPost | null }[];
  };
