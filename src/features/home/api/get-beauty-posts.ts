import { queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_CATEGORY_IDS } from '@/config/reference-ids';
import { BEAUTY_POST_LIMIT } from '@/config/site';
import {
  fetchSectionPosts,
  HOME_QUERY_SETTINGS,
  homeKeys,
  type SectionPostsQuery,
} from './home-posts';

/** Spec §7 Beauty: published, category beauty, published_at desc, limit BEAUTY_POST_LIMIT. */
export const BEAUTY_QUERY: SectionPostsQuery = {
  filter: 'category',
  categoryId: BLOG_CATEGORY_IDS.beauty,
  orderBy: 'published_at',
  limit: BEAUTY_POST_LIMIT,
  profile: 'name',
};

export const getBeautyPostsQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.posts('Beauty', BEAUTY_QUERY),
    queryFn: () => fetchSectionPosts('Beauty', BEAUTY_QUERY),
    ...HOME_QUERY_SETTINGS,
  });

/** `enabled` lets a below-the-fold section wait until it nears the viewport. */
export function useBeautyPosts(enabled = true) {
  return useQuery({ ...getBeautyPostsQueryOptions(), enabled });
}
