import { BLOG_CATEGORY_IDS } from './reference-ids';
import {
  BEAUTY_POST_LIMIT,
  BRIDAL_FASHION_WEEK_POST_LIMIT,
  CELEBRITY_POST_LIMIT,
  DESTINATION_POST_LIMIT,
  JEWELRY_POST_LIMIT,
  PLANNING_POST_LIMIT,
  REAL_WEDDINGS_POST_LIMIT,
  RELATIONSHIPS_POST_LIMIT,
} from './site';

/**
 * Spec §7, the home page's post sections: which posts each one asks for (published ones of one
 * category or subcategory, newest first by the named column, so many). The posts feature turns a
 * row into its query (`getPostFeedQueryOptions`); the cards' names come embedded in it.
 */
export const HOME_SECTION_FEEDS = {
  realWeddings: {
    name: 'Real Weddings',
    filter: 'category',
    categoryId: BLOG_CATEGORY_IDS.realWeddings,
    orderBy: 'published_at',
    limit: REAL_WEDDINGS_POST_LIMIT,
  },
  bridalFashionWeek: {
    name: 'Bridal Fashion Week',
    filter: 'subcategory',
    categoryId: BLOG_CATEGORY_IDS.bridalFashionWeek,
    orderBy: 'published_at',
    limit: BRIDAL_FASHION_WEEK_POST_LIMIT,
  },
  relationships: {
    name: 'Relationships',
    filter: 'category',
    categoryId: BLOG_CATEGORY_IDS.relationships,
    orderBy: 'published_at',
    limit: RELATIONSHIPS_POST_LIMIT,
  },
  planning: {
    name: 'Planning',
    filter: 'category',
    categoryId: BLOG_CATEGORY_IDS.planning,
    orderBy: 'created_at',
    limit: PLANNING_POST_LIMIT,
  },
  jewelry: {
    name: 'Jewelry',
    filter: 'category',
    categoryId: BLOG_CATEGORY_IDS.jewelry,
    orderBy: 'published_at',
    limit: JEWELRY_POST_LIMIT,
  },
  beauty: {
    name: 'Beauty',
    filter: 'category',
    categoryId: BLOG_CATEGORY_IDS.beauty,
    orderBy: 'published_at',
    limit: BEAUTY_POST_LIMIT,
  },
  destination: {
    name: 'Destination',
    filter: 'category',
    categoryId: BLOG_CATEGORY_IDS.destination,
    orderBy: 'published_at',
    limit: DESTINATION_POST_LIMIT,
  },
  celebrity: {
    name: 'Celebrity',
    filter: 'category',
    categoryId: BLOG_CATEGORY_IDS.celebrity,
    orderBy: 'published_at',
    limit: CELEBRITY_POST_LIMIT,
  },
} as const;

export type HomeSectionKey = keyof typeof HOME_SECTION_FEEDS;
