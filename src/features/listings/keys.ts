import type { InquiryStatus } from './lib/inquiry-status.ts';
import type { ListingState } from './lib/listing-state.ts';

/** What narrows a list of listings; every field is optional, as in the URL. */
export interface ListingFilters {
  /** Business category ids (a word like 'Cakes & Catering' resolves to more than one). */
  categoryIds?: readonly string[];
  /** Words matched as prefixes of words of the city, state or country ('Tusc, Italy'). */
  location?: string;
  /** Words matched as prefixes of words of the name, without regard to case or accents. */
  q?: string;
  /** listings.venue_type */
  venueType?: string;
  /** Venues holding at least this many guests. */
  minCapacity?: number;
  /** A starting price at most this, in DIRECTORY_PRICE_CURRENCY (on request: left out). */
  maxPrice?: number;
  /** Venues seating at least this many guests. */
  minSeated?: number;
  /** A wedding day (YYYY-MM-DD, today or later): listings booked that day are left out. */
  freeOn?: string;
  /** 1-based page number. */
  page?: number;
}

/** /venues: the category is always the venues'. */
export type VenueFilters = Omit<ListingFilters, 'categoryIds'>;

/** The vendor's inquiry inbox. */
export interface InquiryFilters {
  ownerId: string;
  /** One listing, or all of the vendor's. */
  listingId: string | null;
  /** One state, or every one but spam. */
  status: InquiryStatus | null;
  page: number;
}

/** The admins' list of every listing. */
export interface ModerationFilters {
  /** One state, or everything not archived. */
  status: ListingState | null;
  q: string | null;
  page: number;
}

/**
 * The one key factory of everything the directory shows — listings, their business categories,
 * photos, credits and inquiries — general to specific. A write invalidates `listingKeys.all` and
 * every page, menu panel, home section and admin desk that shows a listing or a category
 * refreshes. Each key holds every variable its query function reads.
 */
export const listingKeys = {
  all: ['listings'] as const,
  lists: () => [...listingKeys.all, 'list'] as const,
  directory: (filters: ListingFilters) => [...listingKeys.lists(), 'directory', filters] as const,
  venues: (filters: VenueFilters) => [...listingKeys.lists(), 'venues', filters] as const,
  featured: (limit: number) => [...listingKeys.lists(), 'featured', { limit }] as const,
  menu: (filters: { excludedCategoryId: string; limit: number }) =>
    [...listingKeys.lists(), 'menu', filters] as const,
  withPhotos: (limit: number) => [...listingKeys.lists(), 'with-photos', { limit }] as const,
  suggestions: (filters: { categoryId: string | null; limit: number }) =>
    [...listingKeys.lists(), 'suggestions', filters] as const,
  related: (filters: { categoryId: string; excludeId: string; limit: number }) =>
    [...listingKeys.lists(), 'related', filters] as const,
  /** Published listings by name, for crediting a vendor in a post. */
  search: (filters: { name: string; limit: number }) =>
    [...listingKeys.lists(), 'search', filters] as const,
  /** A vendor's own listings, every status (their dashboard). */
  mine: (ownerId: string) => [...listingKeys.lists(), 'mine', ownerId] as const,
  /** Views and inquiries over 7 and 30 days of each of a vendor's listings. */
  stats: (ownerId: string) => [...listingKeys.all, 'stats', ownerId] as const,
  /** The inquiry inbox across a vendor's listings, by filter and page. */
  inquiries: (filters: InquiryFilters) => [...listingKeys.all, 'inquiries', filters] as const,
  /** One inquiry, wherever it is in the inbox (the new-inquiry email links to it). */
  inquiry: (id: string) => [...listingKeys.all, 'inquiry', id] as const,
  /** How fast a vendor answers: theirs (every listing), or a listing's public figure. */
  responseTime: (scope: { ownerId: string } | { listingId: string }) =>
    [...listingKeys.all, 'response-time', scope] as const,
  /** One listing as its editor loads it (every field, the gallery, pending changes). */
  edit: (id: string) => [...listingKeys.all, 'edit', id] as const,
  /** Whether a web address is free for a listing (null: a new one). */
  urlName: (urlName: string, listingId: string | null) =>
    [...listingKeys.all, 'url-name', { urlName, listingId }] as const,
  /** The admins' review: listings sent for review and changes to live ones. */
  review: () => [...listingKeys.all, 'review'] as const,
  /** The review's featured listings, and the published ones a reviewer may feature by name. */
  featuredForReview: () => [...listingKeys.review(), 'featured'] as const,
  featureCandidates: (name: string) => [...listingKeys.review(), 'candidates', { name }] as const,
  /** The admins' list of every listing, by state, name and page. */
  moderation: (filters: ModerationFilters) => [...listingKeys.all, 'moderation', filters] as const,
  /** One listing as an admin previews it, whatever its status. */
  preview: (id: string) => [...listingKeys.all, 'preview', id] as const,
  details: () => [...listingKeys.all, 'detail'] as const,
  detail: (urlName: string) => [...listingKeys.details(), urlName] as const,
  categories: (limit: number) => [...listingKeys.all, 'categories', { limit }] as const,
  /** The admin's business categories, each with what is filed under it. */
  adminCategories: () => [...listingKeys.all, 'categories', 'admin'] as const,
};
