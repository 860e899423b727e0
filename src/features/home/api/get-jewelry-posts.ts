import { queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_CATEGORY_IDS } from '@/config/reference-ids';
import { JEWELRY_POST_LIMIT } from '@/config/site';
import {
  fetchSectionPosts,
  HOME_QUERY_SETTINGS,
  homeKeys,
  type SectionPostsQuery,
} from './home-posts';

/** Spec §7 Jewelry: published, category jewelry, published_at desc, limit JEWELRY_POST_LIMIT. */
export const JEWELRY_QUERY: SectionPostsQuery = {
  filter: 'category',
  categoryId: BLOG_CATEGORY_IDS.jewelry,
  orderBy: 'published_at',
  limit: JEWELRY_POST_LIMIT,
  profile: 'name',
};

export const getJewelryPostsQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.posts('Jewelry', JEWELRY_QUERY),
    queryFn: () => fetchSectionPosts('Jewelry', JEWELRY_QUERY),
    ...HOME_QUERY_SETTINGS,
  });

/** `enabled` lets a below-the-fold section wait until it nears the viewport. */
export function useJewelryPosts(enabled = true) {
  return useQuery({ ...getJewelryPostsQueryOptions(), enabled });
}
