import type { Motif } from '../art.ts';
import type { AuthorKey } from './authors.ts';

/** Keys of supabase/reference-ids.json (checked against the file at seed time, see ids.ts). */
export type BlogCategoryKey =
  | 'realWeddings'
  | 'fashion'
  | 'relationships'
  | 'planning'
  | 'jewelry'
  | 'beauty'
  | 'destination'
  | 'celebrity'
  | 'trends'
  | 'inspiration'
  | 'nybfw'
  | 'bridalFashionWeek'
  | 'weddingDresses'
  | 'weddingPlanning'
  | 'budget'
  | 'etiquette'
  | 'registry'
  | 'cityWeddings'
  | 'intimateWeddings'
  | 'elopements'
  | 'hair'
  | 'makeup'
  | 'skincare'
  | 'europe'
  | 'caribbean'
  | 'honeymoons'
  | 'engagementRings';
export type BusinessCategoryKey =
  | 'planner'
  | 'decor'
  | 'photography'
  | 'videography'
  | 'contentCreator'
  | 'stationery'
  | 'beauty'
  | 'florist'
  | 'dj'
  | 'cakes'
  | 'fineJewelry'
  | 'officiant'
  | 'venue'
  | 'band'
  | 'fashion'
  | 'rental'
  | 'lighting'
  | 'catering';

/** How a post's body is composed (see prose.ts). */
export type PostKind =
  | 'wedding'
  | 'runway'
  | 'essay'
  | 'guide'
  | 'jewelry'
  | 'beauty'
  | 'travel'
  | 'profile'
  | 'trend'
  | 'mood';

/** A heading and the sentence or two the body builds a section around. */
export type Point = readonly [heading: string, text: string];

export interface WeddingFacts {
  /** First names of the couple. */
  couple: readonly [string, string];
  /** Where, as a reader would say it: "Lucca, Tuscany". */
  place: string;
  season: 'spring' | 'summer' | 'autumn' | 'winter';
  guests: number;
  /** Listings credited on the post (role, listing url_name); the first Venue credit names the venue. */
  credits?: readonly (readonly [role: string, urlName: string])[];
  /** The venue when it is not a listing. */
  venue?: string;
  /** Who wears what: 'mixed' (default) is a gown for the first partner and a suit for the second. */
  attire?: 'mixed' | 'suits' | 'gowns';
}

export interface PostSeed {
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategoryKey;
  subcategory?: BlogCategoryKey;
  kind: PostKind;
  /**
   * An editor (profile with avatar) by key, `{ text }` for a byline without an account, or null for
   * neither (the site shows 'Anonymous'). Omitted: the category's usual editor.
   */
  author?: AuthorKey | { text: string } | null;
  motif: Motif;
  palette?: string;
  /** Days before the seed date; omitted: spread over ~18 months by category order. */
  daysAgo?: number;
  status?: 'draft' | 'archived' | 'scheduled';
  /** A clip from videos.ts: becomes video_url[0] and a video block. */
  video?: string;
  opinion?: boolean;
  featured?: boolean;
  /** display_order of the home featured_posts ('The Latest'). */
  home?: 1 | 2 | 3 | 4 | 5;
  /** An older post written before the block editor: plain `content` HTML, no blocks. */
  legacy?: boolean;
  points?: readonly Point[];
  wedding?: WeddingFacts;
  /** Person or place the piece is about (profiles, travel). */
  subject?: string;
}
