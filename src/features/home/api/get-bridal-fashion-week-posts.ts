import { queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_CATEGORY_IDS } from '@/config/reference-ids';
import { BRIDAL_FASHION_WEEK_POST_LIMIT } from '@/config/site';
import {
  fetchSectionPosts,
  HOME_QUERY_SETTINGS,
  homeKeys,
  type SectionPostsQuery,
} from './home-posts';

/** Spec §7 Bridal Fashion Week: published, subcategory bridalFashionWeek, published_at desc, limit BRIDAL_FASHION_WEEK_POST_LIMIT. */
export const BRIDAL_FASHION_WEEK_QUERY: SectionPostsQuery = {
  filter: 'subcategory',
  categoryId: BLOG_CATEGORY_IDS.bridalFashionWeek,
  orderBy: 'published_at',
  limit: BRIDAL_FASHION_WEEK_POST_LIMIT,
  profile: 'name',
};

export const getBridalFashionWeekPostsQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.posts('Bridal Fashion Week', BRIDAL_FASHION_WEEK_QUERY),
    queryFn: () => fetchSectionPosts('Bridal Fashion Week', BRIDAL_FASHION_WEEK_QUERY),
    ...HOME_QUERY_SETTINGS,
  });

/** `enabled` lets a below-the-fold section wait until it nears the viewport. */
export function useBridalFashionWeekPosts(enabled = true) {
  return useQuery({ ...getBridalFashionWeekPostsQueryOptions(), enabled });
}
