import { queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_CATEGORY_IDS } from '@/config/reference-ids';
import { PLANNING_POST_LIMIT } from '@/config/site';
import {
  fetchSectionPosts,
  HOME_QUERY_SETTINGS,
  homeKeys,
  type SectionPostsQuery,
} from './home-posts';

/** Spec §7 Planning: published, category planning, created_at desc, limit PLANNING_POST_LIMIT. */
export const PLANNING_QUERY: SectionPostsQuery = {
  filter: 'category',
  categoryId: BLOG_CATEGORY_IDS.planning,
  orderBy: 'created_at',
  limit: PLANNING_POST_LIMIT,
  profile: 'name',
};

export const getPlanningPostsQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.posts('Planning', PLANNING_QUERY),
    queryFn: () => fetchSectionPosts('Planning', PLANNING_QUERY),
    ...HOME_QUERY_SETTINGS,
  });

/** `enabled` lets a below-the-fold section wait until it nears the viewport. */
export function usePlanningPosts(enabled = true) {
  return useQuery({ ...getPlanningPostsQueryOptions(), enabled });
}
