import { queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_CATEGORY_IDS } from '@/config/reference-ids';
import { CELEBRITY_POST_LIMIT } from '@/config/site';
import {
  fetchSectionPosts,
  HOME_QUERY_SETTINGS,
  homeKeys,
  type SectionPostsQuery,
} from './home-posts';

/** Spec §7 Celebrity: published, category celebrity, published_at desc, limit CELEBRITY_POST_LIMIT. */
export const CELEBRITY_QUERY: SectionPostsQuery = {
  filter: 'category',
  categoryId: BLOG_CATEGORY_IDS.celebrity,
  orderBy: 'published_at',
  limit: CELEBRITY_POST_LIMIT,
  profile: 'name',
};

export const getCelebrityPostsQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.posts('Celebrity', CELEBRITY_QUERY),
    queryFn: () => fetchSectionPosts('Celebrity', CELEBRITY_QUERY),
    ...HOME_QUERY_SETTINGS,
  });

/** `enabled` lets a below-the-fold section wait until it nears the viewport. */
export function useCelebrityPosts(enabled = true) {
  return useQuery({ ...getCelebrityPostsQueryOptions(), enabled });
}
